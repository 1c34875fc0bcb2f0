import { localize } from '@convite/i18n/server-texts';
import type { FastifyPluginAsync } from 'fastify';
import { requireClient } from '../../http/auth.ts';
import { createWeddingAccess } from '../../content-kit/wedding-access.ts';
import { serve } from '../../http/operations.ts';
import { createRemindersRepository } from './reminders.repository.ts';
import { createReminderScheduleService } from './reminders.service.ts';

/** GET and PUT /weddings/{id}/reminder-schedule: when the guests are reminded by themselves. */
export const remindersRoutes: FastifyPluginAsync = async (app) => {
  const service = createReminderScheduleService({
    access: createWeddingAccess(app.db),
    reminders: createRemindersRepository(app.db),
  });

  serve(app, 'getReminderSchedule', async (request) =>
    service.get(requireClient(request), request.params.id),
  );

  serve(app, 'updateReminderSchedule', async (request) => {
    const result = await service.update(requireClient(request), request.params.id, request.body);
    return { ...result, message: localize(result.message, request.language) };
  });
};
