/** A field's errors from the server, under it, named by the field's aria-describedby. */
export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors || errors.length === 0) return null;
  return (
    <p id={id} className="inv-field-error inv-base-error" role="alert">
      {errors.join(' ')}
    </p>
  );
}
