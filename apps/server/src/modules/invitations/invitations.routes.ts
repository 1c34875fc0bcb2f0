import type { FastifyPluginAsync } from 'fastify';
import { registerFieldRoutes } from '../../content-kit/content-routes.ts';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { createInvitationsRepository } from './invitations.repository.ts';
import { createInvitationsService, invitationFields } from './invitations.service.ts';

/** PATCH /invitations/{id}/first-message and /second-message. */
export const invitationsRoutes: FastifyPluginAsync = async (app) => {
  const service = createInvitationsService({
    access: createWeddingAccess(app.db),
    invitations: createInvitationsRepository(app.db),
  });
  registerFieldRoutes(app, {
    responseKey: 'invitation',
    fields: invitationFields,
    update: service.update,
  });
};
