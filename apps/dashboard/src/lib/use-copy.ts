import { useEffect, useState } from 'react';

/** How long a "copied" notice stays (the spec's section 9). */
export const COPIED_NOTICE_MS = 2000;

/**
 * Copies a text to the clipboard; `isCopied` stays true for 2 seconds after, for the button's
 * "copied" and a live region. Without a clipboard (an insecure origin) nothing happens.
 */
export function useCopy() {
  const [isCopied, setCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard: the caller's other way (an open link, WhatsApp) still works.
    }
  };
  return { isCopied, copy };
}
