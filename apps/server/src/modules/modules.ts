import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes.ts';
import { clientsRoutes } from './clients/clients.routes.ts';

/**
 * The route plugins of the modules, registered in this order under the /v1 prefix. Every route must
 * be an operation of the contract; operations not served here answer 501 until their issue lands.
 */
export const modules: FastifyPluginAsync[] = [authRoutes, clientsRoutes];
