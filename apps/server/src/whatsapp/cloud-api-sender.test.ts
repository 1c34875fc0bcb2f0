// The Cloud API driver against a local server speaking the Graph API: the request Meta expects, the
// wamid it answers, and each kind of refusal sorted into retryable or permanent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type WhatsAppConfig } from '../config/config.ts';
import {
  FAKE_WHATSAPP,
  startWhatsAppGraphFakeServer,
  type WhatsAppGraphFakeServer,
} from '../test/whatsapp-graph-fake-server.ts';
import { createCloudApiSender } from './cloud-api-sender.ts';
import type { TemplateMessage } from './whatsapp-sender.ts';

const message: TemplateMessage = {
  to: '+525512345678',
  kind: 'invitation',
  reference: 'convite-message:7',
  parameters: {
    guestName: 'María José',
    couple: 'Ana y Luis',
    // 02:00 UTC is still the 13th in Mexico City.
    date: new Date('2026-11-14T02:00:00Z'),
    link: 'https://invitacion.convite.mx/ana-y-luis?code=7KQ2M9XH',
  },
};

describe('the WhatsApp Cloud API driver', () => {
  let graph: WhatsAppGraphFakeServer;
  let config: WhatsAppConfig;
  beforeAll(async () => {
    graph = await startWhatsAppGraphFakeServer();
    const loaded = loadConfig({
      DATA_DIR: '/tmp/convite-unused',
      JWT_SECRET: 'x'.repeat(32),
      ...graph.env,
    });
    config = loaded.whatsApp as WhatsAppConfig;
  });
  afterAll(async () => {
    await graph.close();
  });

  it('sends the template with its four body parameters and answers the wamid', async () => {
    const result = await createCloudApiSender(config).send(message);
    expect(result).toEqual({ ok: true, wamid: graph.wamids.at(-1) });
    const request = graph.requests.at(-1);
    expect(request?.path).toBe(`/v21.0/${FAKE_WHATSAPP.phoneNumberId}/messages`);
    expect(request?.authorization).toBe(`Bearer ${FAKE_WHATSAPP.accessToken}`);
    expect(request?.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '+525512345678',
      type: 'template',
      biz_opaque_callback_data: 'convite-message:7',
      template: { name: 'convite_invitacion', language: { code: 'es_MX' } },
    });
    expect(request?.body.template?.components?.[0]?.parameters.map((p) => p.text)).toEqual([
      'María José',
      'Ana y Luis',
      'viernes 13 de noviembre de 2026',
      'https://invitacion.convite.mx/ana-y-luis?code=7KQ2M9XH',
    ]);
  });

  it('uses the reminder template for a reminder', async () => {
    await createCloudApiSender(config).send({ ...message, kind: 'reminder' });
    expect(graph.requests.at(-1)?.body.template?.name).toBe('convite_recordatorio');
  });

  it.each([
    [400, 131026, false, 'Message undeliverable'],
    [400, 130429, true, 'Rate limit hit'],
    [400, 131000, true, 'Graph API error (HTTP 400)'],
    [503, 1, true, 'Graph API error (HTTP 503)'],
    [400, 100, false, 'Graph API error (HTTP 400)'],
  ])('sorts HTTP %i code %i: retryable %s', async (status, code, retryable, title) => {
    graph.reply({ kind: 'error', status, code });
    expect(await createCloudApiSender(config).send(message)).toEqual({
      ok: false,
      failure: { code, retryable, title },
    });
  });

  it('takes a missing template as permanent and a refused token as retryable', async () => {
    const missing = createCloudApiSender({
      ...config,
      templates: { invitation: 'no_such_template', reminder: 'no_such_template', pass: null },
    });
    expect(await missing.send(message)).toEqual({
      ok: false,
      failure: { code: 132001, title: 'Template does not exist', retryable: false },
    });
    // No pass template configured: refused for good without calling Graph.
    const requests = graph.requests.length;
    expect(missing.sends('pass')).toBe(false);
    expect(await missing.send({ ...message, kind: 'pass' })).toEqual({
      ok: false,
      failure: { code: null, title: 'No template configured for this kind', retryable: false },
    });
    expect(graph.requests).toHaveLength(requests);
    const badToken = createCloudApiSender({ ...config, accessToken: 'EAAG-revoked' });
    expect(await badToken.send(message)).toEqual({
      ok: false,
      failure: { code: 190, title: 'Access token refused', retryable: true },
    });
  });

  it('gives up on a silent Graph API after the timeout, retryable', async () => {
    graph.reply({ kind: 'hang' });
    const result = await createCloudApiSender({ ...config, timeoutMs: 200 }).send(message);
    expect(result).toEqual({
      ok: false,
      failure: { code: null, title: 'Graph API timed out', retryable: true },
    });
  });

  it('takes an unreachable Graph API as retryable', async () => {
    const closed = await startWhatsAppGraphFakeServer();
    await closed.close();
    const result = await createCloudApiSender({ ...config, graphUrl: closed.url }).send(message);
    expect(result).toEqual({
      ok: false,
      failure: { code: null, title: 'Graph API unreachable', retryable: true },
    });
  });
});
