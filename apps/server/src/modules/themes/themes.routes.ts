import { localize, type LocalizedText } from '@convite/i18n/server-texts';
import type { components } from '@convite/api/schema';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { createThemesRepository } from './themes.repository.ts';
import { createThemesService, type ThemeDto } from './themes.service.ts';
import { serve } from '../../http/operations.ts';

type Schemas = components['schemas'];

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

  serve(app, 'listWeddingThemes', async (request) =>
    service.listForWedding(requireClient(request), request.params.id),
  );

  serve(app, 'listPublicThemes', async (request) => {
    requireClient(request);
    return service.listPublic();
  });

  serve(app, 'createThemeWithPrompt', async (request, reply) =>
    created(
      request,
      reply,
      await service.createWithPrompt(requireClient(request), request.body, request.language),
    ),
  );

  serve(app, 'createThemeFromPublicTheme', async (request, reply) =>
    created(
      request,
      reply,
      await service.createFromPublicTheme(requireClient(request), request.body),
    ),
  );

  serve(app, 'createThemeFromDefault', async (request, reply) =>
    created(
      request,
      reply,
      await service.createFromDefault(requireClient(request), request.body, request.language),
    ),
  );

  serve(app, 'updateThemeStatus', async (request) =>
    send(
      request,
      await service.updateStatus(requireClient(request), request.params.id, request.body.status),
    ),
  );

  serve(app, 'updateThemeContent', async (request) =>
    send(
      request,
      await service.updateContent(requireClient(request), request.params.id, request.body.content),
    ),
  );

  serve(app, 'updateThemePleased', async (request) =>
    send(
      request,
      await service.updatePleased(requireClient(request), request.params.id, request.body.pleased),
    ),
  );

  serve(app, 'deleteTheme', async (request) => {
    const result = await service.delete(requireClient(request), request.params.id);
    return { message: localize(result.message, request.language) };
  });
};
