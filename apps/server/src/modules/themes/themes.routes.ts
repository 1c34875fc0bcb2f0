import type { components } from '@convite/api/schema';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { localize, type LocalizedText } from '../../http/language.ts';
import { createWeddingAccess } from '../weddings/wedding-access.ts';
import { createThemesRepository } from './themes.repository.ts';
import { createThemesService, type ThemeDto } from './themes.service.ts';

type Schemas = components['schemas'];
type IdParams = { Params: { id: number } };

/** The wedding's themes and the public catalogue: list, create three ways, publish, edit, delete. */
export const themesRoutes: FastifyPluginAsync = async (app) => {
  const service = createThemesService({
    themes: createThemesRepository(app.db),
    access: createWeddingAccess(app.db),
    generator: app.themeGenerator,
  });

  const send = (
    request: FastifyRequest,
    result: { message: LocalizedText; theme: ThemeDto },
  ): Schemas['ThemeResponse'] => ({
    ...result,
    message: localize(result.message, request.language),
  });
  const created = (
    request: FastifyRequest,
    reply: FastifyReply,
    result: { message: LocalizedText; theme: ThemeDto },
  ) => reply.code(201).send(send(request, result));

  app.get<IdParams & { Reply: ThemeDto[] }>('/themes/by-wedding-id/:id', async (request) =>
    service.listForWedding(requireClient(request), Number(request.params.id)),
  );

  app.get<{ Reply: ThemeDto[] }>('/themes/public', async (request) => {
    requireClient(request);
    return service.listPublic();
  });

  app.post<{ Body: Schemas['CreateThemeWithPromptRequest'] }>(
    '/themes/with-prompt',
    async (request, reply) =>
      created(
        request,
        reply,
        await service.createWithPrompt(requireClient(request), request.body, request.language),
      ),
  );

  app.post<{ Body: Schemas['CreateThemeFromPublicThemeRequest'] }>(
    '/themes/from-public-theme',
    async (request, reply) =>
      created(
        request,
        reply,
        await service.createFromPublicTheme(requireClient(request), request.body),
      ),
  );

  app.post<{ Body: Schemas['CreateThemeFromDefaultRequest'] }>(
    '/themes/from-default',
    async (request, reply) =>
      created(
        request,
        reply,
        await service.createFromDefault(requireClient(request), request.body, request.language),
      ),
  );

  app.patch<IdParams & { Body: { status: Schemas['ThemeStatus'] } }>(
    '/themes/:id/status',
    async (request) =>
      send(
        request,
        await service.updateStatus(
          requireClient(request),
          Number(request.params.id),
          request.body.status,
        ),
      ),
  );

  app.patch<IdParams & { Body: { content: Schemas['ThemeContent'] } }>(
    '/themes/:id/content',
    async (request) =>
      send(
        request,
        await service.updateContent(
          requireClient(request),
          Number(request.params.id),
          request.body.content,
        ),
      ),
  );

  app.patch<IdParams & { Body: { pleased: boolean } }>('/themes/:id/pleased', async (request) =>
    send(
      request,
      await service.updatePleased(
        requireClient(request),
        Number(request.params.id),
        request.body.pleased,
      ),
    ),
  );

  app.delete<IdParams & { Reply: Schemas['MessageResponse'] }>('/themes/:id', async (request) => {
    const result = await service.delete(requireClient(request), Number(request.params.id));
    return { message: localize(result.message, request.language) };
  });
};
