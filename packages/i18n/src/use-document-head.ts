import { useEffect } from 'react';

/**
 * Keeps the document's <title> and <meta name="description"> in the chosen language. index.html
 * carries the Spanish ones for the first paint; this takes over once the app runs (the <html lang>
 * follows the language in createI18n).
 */
export function useDocumentHead(title: string, description?: string) {
  useEffect(() => {
    document.title = title;
    if (description === undefined) return;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
