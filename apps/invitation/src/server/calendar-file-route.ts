// GET /<slug>/calendario.ics?code=…&lang=…: the guest's events as an iCalendar file. Served here,
// not made in the browser, so it works without scripts and in WhatsApp's browser, and an iPhone
// opens the text/calendar attachment in Calendar.
import { calendarFile } from '@convite/invitation-renderer/calendar-file';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { codeFromSearch, slugFromPath } from '../app/parse-path.ts';
import { fetchPublicInvitation } from '../features/invitation/api/fetch-public-invitation.ts';
import { CALENDAR_FILE_NAME } from '../features/invitation/utils/calendar-file-path.ts';
import { apiGet } from './api-get.ts';
import { guestAddress } from './api-proxy.ts';
import { chooseLanguage } from './language.ts';
import { serverI18n } from './render-page.tsx';

export type CalendarFileOptions = {
  apiTarget: string;
  /**
   * PUBLIC_URL (or its development default): the origin the file links the invitation at; never
   * the request's Host. Null: the file names the invitation by its path alone.
   */
  publicUrl: string | null;
  apiTimeoutMs: number;
};

function sendText(reply: FastifyReply, status: number, text: string) {
  return reply
    .code(status)
    .header('Content-Type', 'text/plain; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(text);
}

export async function calendarFileRoute(app: FastifyInstance, options: CalendarFileOptions) {
  app.get<{ Params: { slug: string } }>(`/:slug/${CALENDAR_FILE_NAME}`, async (request, reply) => {
    const url = new URL(request.url, 'http://invitation.local');
    const language = chooseLanguage(url.searchParams, request.headers.cookie);
    const t = serverI18n(language).t;
    const slug = slugFromPath(`/${request.params.slug}`);
    if (!slug) return sendText(reply, 404, t('common:notFound.message'));
    const code = codeFromSearch(url.searchParams);
    const result = await fetchPublicInvitation({
      apiBase: options.apiTarget,
      slug,
      code,
      language,
      headers: { 'X-Forwarded-For': guestAddress(request) },
      timeoutMs: options.apiTimeoutMs,
      fetchImpl: apiGet,
    });
    if (result.kind === 'not-available')
      return sendText(reply, 404, t('invitation:notAvailable.message'));
    if (result.kind !== 'ok')
      return sendText(reply.header('Retry-After', '30'), 503, t('common:errors.unexpected'));
    const origin = options.publicUrl ?? '';
    const { wedding, guest } = result.invitation;
    const file = calendarFile({
      wedding,
      guest,
      texts: {
        map: t('invitation:events.calendarFileMap'),
        invitation: t('invitation:events.calendarFileInvitation'),
      },
      pageUrl: `${origin}/${slug}${code && guest ? `?code=${code}` : ''}`,
      host: options.publicUrl ? new URL(options.publicUrl).host : 'convite.invalid',
      now: new Date(),
    });
    return (
      reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${slug}.ics"`)
        // The guest's own events: no shared cache may keep them.
        .header('Cache-Control', 'private, no-cache')
        .send(file)
    );
  });
}
