import type { ReactNode } from 'react';

/** A line in the form: an error (alert), a success or some information (status). */
export function Notice({
  kind,
  children,
}: {
  kind: 'success' | 'error' | 'info';
  children: ReactNode;
}) {
  const theme =
    kind === 'error'
      ? 'inv-base-error'
      : kind === 'success'
        ? 'inv-base-success'
        : 'inv-confirmation-text';
  return (
    <p
      className={`inv-notice inv-notice--${kind} ${theme} inv-base-corner-radius-element`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {children}
    </p>
  );
}
