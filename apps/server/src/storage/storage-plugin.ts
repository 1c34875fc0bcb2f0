import fp from 'fastify-plugin';
import { createFileStorage, type FileStorage } from './file-storage.ts';
import { fileRoutes } from './file-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files go (config.storage): the modules store and delete through it. */
    storage: FileStorage;
  }
}

/** Decorates app.storage; with the local driver, the API also serves the files at GET /files/*. */
export const fileStorage = fp(
  async (app) => {
    const config = app.config.storage;
    app.decorate('storage', createFileStorage(config));
    if (config.driver === 'local') await app.register(fileRoutes, { directory: config.directory });
  },
  { name: 'convite-file-storage', fastify: '5.x' },
);
