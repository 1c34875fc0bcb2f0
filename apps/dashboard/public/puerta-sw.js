// The door page's service worker (scope /puerta): the page works at a venue with no signal. Its
// address answers from the network when there is one, else from the copy kept here; the files the
// page loaded (sent by src/features/door/utils/offline-shell.ts) are kept and served from here, as
// their hashed names never change. API calls (/v1) are never touched: the page queues those itself.
const CACHE = 'convite-door-v2';
const PAGE = '/puerta';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.add(PAGE)));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep' || !Array.isArray(event.data.files)) return;
  const files = event.data.files.filter((file) => typeof file === 'string' && file.startsWith('/'));
  // One by one: a file gone since (a new release) must not keep the others out.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all(files.map((file) => cache.add(file).catch(() => undefined)))),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (
    request.method !== 'GET' ||
    url.origin !== self.location.origin ||
    url.pathname.startsWith('/v1/')
  ) {
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            event.waitUntil(caches.open(CACHE).then((cache) => cache.put(PAGE, copy)));
          }
          return response;
        })
        .catch(() =>
          caches.match(PAGE, { ignoreVary: true }).then((kept) => kept ?? Response.error()),
        ),
    );
    return;
  }
  event.respondWith(
    caches.match(request, { ignoreVary: true }).then(
      (kept) =>
        kept ??
        fetch(request).then((response) => {
          if (response.ok && url.pathname.startsWith('/assets/')) {
            const copy = response.clone();
            event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
          }
          return response;
        }),
    ),
  );
});
