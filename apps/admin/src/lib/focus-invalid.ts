/**
 * After a refused save the busy submit button was disabled and the focus fell to the page, out of
 * the dialog (where Escape no longer reaches it): take it to the first field the server named.
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
