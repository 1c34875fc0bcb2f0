import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Until the script has run (and without scripts) the form is the page's own: it is sent by the browser
 * (a GET of the code, a POST of the answer) and shows its parts by CSS (styles.css, `.inv-form--static`).
 * Once hydrated it reads what the guest already did on it and becomes the enhanced form.
 */
export function useEnhancement(readForm: (form: HTMLFormElement) => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const [isEnhanced, setIsEnhanced] = useState(false);
  const read = useRef(readForm);
  useLayoutEffect(() => {
    if (formRef.current) read.current(formRef.current);
    // Once, after the first render matched the server's markup: the switch cannot happen while rendering.
    setIsEnhanced(true);
  }, []);
  return { formRef, isEnhanced };
}
