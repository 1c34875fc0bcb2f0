import type { FastifyInstance } from 'fastify';
import { ensureAdmin } from './admins.ts';

/** At start-up: the admin of ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_NAME exists and signs in with that password. */
export async function ensureConfiguredAdmin(app: FastifyInstance): Promise<void> {
  const admin = app.config.admin;
  if (admin === null) return;
  const result = await ensureAdmin(app.db, admin);
  if (result.created)
    app.log.info({ email: admin.email, id: result.id }, 'configured admin created');
  else if (result.updated)
    app.log.info({ email: admin.email, id: result.id }, 'configured admin updated');
}
