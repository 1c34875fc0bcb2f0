// Installs the door page's service worker (public/puerta-sw.js) and hands it every file the page has
// loaded, so /puerta opens again with no network: the shell, its scripts and styles, the door's own
// chunk and the QR decoder's.
import { loadJsQr } from './qr-decoder.ts';

export async function keepDoorOffline(): Promise<void> {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  await loadJsQr();
  const registration = await navigator.serviceWorker.register('/puerta-sw.js', {
    scope: '/puerta',
  });
  const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && !url.pathname.startsWith('/v1/'))
    .map((url) => url.pathname);
  worker?.postMessage({ type: 'keep', files: [...new Set(files)] });
}
