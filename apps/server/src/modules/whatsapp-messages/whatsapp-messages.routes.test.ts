// Sending guests' invitations through the WhatsApp Cloud API, against a local server speaking the
// Graph API: queued → sent with a wamid, the guest marked sent, Graph's refusals (permanent or not),
// idempotent delivery, ownership, the Cloud API off (409), and the signed status webhook.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { guests } from '../../db/schema/guests.ts';
import { whatsAppMessages } from '../../db/schema/whatsapp.ts';
import { guestCouple } from '../../test/guests-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, endTrial, insertGuest, type Couple } from '../../test/wedding-fixtures.ts';
import { createPassTokens } from '../../security/pass-tokens.ts';
import {
  FAKE_WHATSAPP,
  startWhatsAppGraphFakeServer,
  type WebhookStatus,
  type WhatsAppGraphFakeServer,
} from '../../test/whatsapp-graph-fake-server.ts';
import { createWhatsAppMessagesRepository } from './whatsapp-messages.repository.ts';
import { createWhatsAppDelivery, DELIVERY_LEASE_MS } from './whatsapp-messages.service.ts';

type MessageBody = {
  id: number;
  guestId: number;
  kind: string;
  status: string;
  errorCode: number | null;
  errorTitle: string | null;
};

const PHONE = '+525512345678';

describe('WhatsApp Cloud API messages', () => {
  let t: TestApp;
  let graph: WhatsAppGraphFakeServer;
  const logs: string[] = [];
  beforeAll(async () => {
    graph = await startWhatsAppGraphFakeServer();
    t = await createTestApp({
      env: { ...graph.env, LOG_LEVEL: 'info' },
      logStream: { write: (line) => logs.push(line) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await graph?.close();
  });

  async function guestOf(couple: Couple, phone: string | null = PHONE): Promise<number> {
    const id = await insertGuest(t.app.db, couple.weddingId, 'María José');
    await t.app.db.update(guests).set({ phone }).where(eq(guests.id, id));
    return id;
  }
  const send = (
    couple: Couple,
    guestId: number,
    kind = 'invitation',
    language: 'es' | 'en' = 'es',
  ) => call(t, couple.token, 'POST', `/guests/${guestId}/whatsapp-messages`, { kind }, language);
  const row = async (id: number) =>
    (await t.app.db.select().from(whatsAppMessages).where(eq(whatsAppMessages.id, id)))[0];
  const isSent = async (guestId: number) =>
    (await t.app.db.select({ sent: guests.sent }).from(guests).where(eq(guests.id, guestId)))[0]
      ?.sent;
  const notify = (statuses: readonly WebhookStatus[], secret?: string) => {
    const { payload, headers } = graph.webhook(statuses, secret);
    return t.app.inject({ method: 'POST', url: '/v1/webhooks/whatsapp', payload, headers });
  };
  /** deliverWhatsAppMessage as a job will run it. */
  const delivery = () =>
    createWhatsAppDelivery({
      messages: createWhatsAppMessagesRepository(t.app.db),
      sender: t.app.whatsAppSender,
      invitationUrl: t.config.invitationUrl,
      passTokens: createPassTokens(t.config.jwtSecret),
      log: { info: () => {}, warn: () => {}, error: () => {} },
    });
  const statusOf = async (couple: Couple, guestId: number) => {
    const response = await call(t, couple.token, 'POST', '/guests/whatsapp-statuses', {
      weddingId: couple.weddingId,
    });
    expect(response.statusCode).toBe(200);
    return response
      .json<{ messages: MessageBody[] }>()
      .messages.find((message) => message.guestId === guestId);
  };

  it('records the message, sends the template and marks the guest sent', async () => {
    const couple = await guestCouple(t);
    const guestId = await guestOf(couple);
    const response = await send(couple, guestId);
    expect(response.statusCode).toBe(202);
    const message = response.json<MessageBody>();
    expect(message).toMatchObject({ guestId, kind: 'invitation', status: 'sent', errorCode: null });
    expect((await row(message.id))?.wamid).toBe(graph.wamids.at(-1));
    expect(await isSent(guestId)).toBe(true);
    const request = graph.requests.at(-1);
    expect(request?.body.to).toBe(PHONE);
    expect(request?.body.biz_opaque_callback_data).toBe(`convite-message:${message.id}`);
    expect(request?.body.template?.components?.[0]?.parameters[0]?.text).toBe('María José');
    expect(await statusOf(couple, guestId)).toMatchObject({ id: message.id, status: 'sent' });
  });

  it("sends the pass template with the household's pass link, only to a household attending", async () => {
    const couple = await guestCouple(t);
    const guestId = await guestOf(couple);
    const refused = await send(couple, guestId, 'pass', 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('has no pass yet');

    await t.app.db
      .update(guests)
      .set({ sent: true, confirmation: true })
      .where(eq(guests.id, guestId));
    const response = await send(couple, guestId, 'pass');
    expect(response.statusCode).toBe(202);
    const message = response.json<MessageBody>();
    expect(message).toMatchObject({ guestId, kind: 'pass', status: 'sent' });
    expect((await row(message.id))?.kind).toBe('pass');
    const request = graph.requests.at(-1);
    expect(request?.body.template?.name).toBe(FAKE_WHATSAPP.templates.pass);
    const link = request?.body.template?.components?.[0]?.parameters[3]?.text ?? '';
    const token = /\/pase\/([^/?#]+)$/.exec(link)?.[1] ?? '';
    expect(createPassTokens(t.config.jwtSecret).verify(decodeURIComponent(token))).toBe(guestId);
    expect(link).not.toContain('code=');
    expect(await statusOf(couple, guestId)).toMatchObject({ kind: 'pass', status: 'sent' });
  });

  it('moves the status forward from the signed webhook, never back, duplicates harmless', async () => {
    const couple = await guestCouple(t);
    const guestId = await guestOf(couple);
    const { id } = (await send(couple, guestId)).json<MessageBody>();
    const wamid = (await row(id))?.wamid as string;

    expect((await notify([{ wamid, status: 'delivered' }])).statusCode).toBe(200);
    expect((await statusOf(couple, guestId))?.status).toBe('delivered');
    // read, then a late delivered and a repeated read in one notification: still read.
    const late = await notify([
      { wamid, status: 'read', timestamp: 1_900_000_100 },
      { wamid, status: 'delivered', timestamp: 1_900_000_000 },
      { wamid, status: 'read', timestamp: 1_900_000_200 },
    ]);
    expect(late.statusCode).toBe(200);
    expect((await statusOf(couple, guestId))?.status).toBe('read');
    expect((await row(id))?.readAt?.toISOString()).toBe(new Date(1_900_000_100_000).toISOString());
    expect((await notify([{ wamid, status: 'sent' }])).statusCode).toBe(200);
    expect((await statusOf(couple, guestId))?.status).toBe('read');
  });

  it('records a failure from the webhook with its code, and a later delivery still counts', async () => {
    const couple = await guestCouple(t);
    const guestId = await guestOf(couple);
    const { id } = (await send(couple, guestId)).json<MessageBody>();
    const wamid = (await row(id))?.wamid as string;
    await notify([
      { wamid, status: 'failed', error: { code: 131026, title: 'Message undeliverable' } },
    ]);
    expect(await statusOf(couple, guestId)).toMatchObject({
      status: 'failed',
      errorCode: 131026,
      errorTitle: 'Message undeliverable',
    });
    await notify([{ wamid, status: 'sent' }]);
    expect((await statusOf(couple, guestId))?.status).toBe('failed');
    await notify([{ wamid, status: 'delivered' }]);
    expect((await statusOf(couple, guestId))?.status).toBe('delivered');
  });

  it('traces a status by its reference when the wamid was never recorded', async () => {
    const couple = await guestCouple(t);
    const guestId = await guestOf(couple);
    const [queued] = await t.app.db
      .insert(whatsAppMessages)
      .values({ weddingId: couple.weddingId, guestId, kind: 'invitation' })
      .returning();
    const wamid = 'wamid.recovered';
    await notify([{ wamid, status: 'delivered', reference: `convite-message:${queued?.id}` }]);
    expect(await row(queued?.id as number)).toMatchObject({ wamid, status: 'delivered' });
    expect(await isSent(guestId)).toBe(true);
  });

  it('ignores statuses of unknown messages with 200, and refuses a bad or missing signature', async () => {
    expect((await notify([{ wamid: 'wamid.unknown', status: 'read' }])).statusCode).toBe(200);
    const forged = await notify([{ wamid: 'wamid.unknown', status: 'read' }], 'not-the-secret');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({
      code: 'unauthenticated',
      message: 'Falta la firma X-Hub-Signature-256 o no corresponde al cuerpo.',
    });
    const { payload } = graph.webhook([]);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/v1/webhooks/whatsapp',
      payload,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).toBe(
      'The X-Hub-Signature-256 signature is missing or does not match the body.',
    );
    // A body changed after signing no longer matches.
    const signed = graph.webhook([{ wamid: 'wamid.unknown', status: 'read' }]);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/v1/webhooks/whatsapp',
      payload: signed.payload.replace('read', 'sent'),
      headers: signed.headers,
    });
    expect(tampered.statusCode).toBe(401);
  });

  it('answers malformed webhook bodies with a 4xx, never a 5xx', async () => {
    for (const payload of ['{not json', '[]', '"text"']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/webhooks/whatsapp',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
    }
    // Signed, but not the shape we read: nothing applied, 200.
    const odd = JSON.stringify({
      entry: [{ changes: [{ value: { statuses: [{ id: 5 }, null] } }] }],
    });
    const headers = graph.webhook([]).headers;
    const { webhookSignature } = await import('../../whatsapp/webhook-signature.ts');
    headers['x-hub-signature-256'] = webhookSignature(Buffer.from(odd), FAKE_WHATSAPP.appSecret);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/webhooks/whatsapp',
      payload: odd,
      headers,
    });
    expect(response.statusCode).toBe(200);
  });

  it('accepts a notification posted over HTTP by the Graph fake', async () => {
    const couple = await guestCouple(t);
    const guestId = await guestOf(couple);
    const { id } = (await send(couple, guestId)).json<MessageBody>();
    const wamid = (await row(id))?.wamid as string;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await graph.postWebhook(`${address}/v1/webhooks/whatsapp`, [
        { wamid, status: 'read' },
      ]);
      expect(response.status).toBe(200);
    } finally {
      await new Promise((resolve) => t.app.server.close(resolve));
    }
    expect((await row(id))?.status).toBe('read');
  });

  it("answers Meta's verification with the challenge, and 403 to a wrong token", async () => {
    const verify = (token: string, mode = 'subscribe') =>
      t.app.inject({
        method: 'GET',
        url: '/v1/webhooks/whatsapp',
        query: { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': '1158201444' },
      });
    const ok = await verify(FAKE_WHATSAPP.verifyToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect((await verify('guessed')).statusCode).toBe(403);
    expect((await verify(FAKE_WHATSAPP.verifyToken, 'unsubscribe')).statusCode).toBe(403);
  });

  it('fails a message Meta refuses for good, without marking the guest sent', async () => {
    const couple = await guestCouple(t);
    const guestId = await guestOf(couple);
    graph.reply({ kind: 'error', status: 400, code: 131026 });
    const response = await send(couple, guestId);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      status: 'failed',
      errorCode: 131026,
      errorTitle: 'Message undeliverable',
    });
    expect(await isSent(guestId)).toBe(false);
  });

  it('leaves the message queued on a retryable refusal, and a later delivery sends it once', async () => {
    const couple = await guestCouple(t);
    const guestId = await guestOf(couple);
    graph.reply({ kind: 'error', status: 400, code: 130429 });
    const response = await send(couple, guestId);
    expect(response.statusCode).toBe(202);
    const message = response.json<MessageBody>();
    expect(message).toMatchObject({ status: 'queued', errorCode: 130429 });
    expect(await isSent(guestId)).toBe(false);

    const deliver = delivery();
    const before = graph.requests.length;
    expect(await deliver(message.id)).toBe('sent');
    // A retried job of a message already sent sends nothing.
    expect(await deliver(message.id)).toBe('skipped');
    expect(graph.requests.length).toBe(before + 1);
    expect(await row(message.id)).toMatchObject({ status: 'sent', errorCode: null, attempts: 2 });
    expect(await isSent(guestId)).toBe(true);
  });

  it('queues a backstop job past the lease, which delivers a deferred message', async () => {
    const couple = await guestCouple(t);
    const guestId = await guestOf(couple);
    graph.reply({ kind: 'error', status: 503, code: 131000 });
    const message = (await send(couple, guestId)).json<MessageBody>();
    expect(message).toMatchObject({ status: 'queued' });

    const backstop = async () =>
      (
        (await t.database.db.execute(
          sql`select id, state, extract(epoch from start_after - created_on) as delay
                from pgboss.job
               where name = 'whatsapp-message' and (data->>'messageId')::int = ${message.id}`,
        )) as unknown as { rows: { id: string; state: string; delay: string }[] }
      ).rows;
    const [job] = await backstop();
    expect(Number(job?.delay)).toBeGreaterThan(DELIVERY_LEASE_MS / 1000);

    // Its time comes (moved forward here): the job delivers the message once.
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now() where id = ${job?.id}::uuid`,
    );
    await vi.waitFor(async () => expect((await backstop())[0]?.state).toBe('completed'), {
      timeout: 30_000,
      interval: 100,
    });
    expect(await row(message.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await isSent(guestId)).toBe(true);
  });

  it('does not deliver a message another delivery holds', async () => {
    const couple = await guestCouple(t);
    const guestId = await guestOf(couple);
    const [held] = await t.app.db
      .insert(whatsAppMessages)
      .values({ weddingId: couple.weddingId, guestId, kind: 'reminder', claimedAt: new Date() })
      .returning();
    const deliver = delivery();
    const before = graph.requests.length;
    expect(await deliver(held?.id as number)).toBe('skipped');
    expect(graph.requests.length).toBe(before);
    // A claim older than the lease is a crashed delivery: the message is delivered after all.
    const crashed = new Date(Date.now() - DELIVERY_LEASE_MS - 1000);
    await t.app.db
      .update(whatsAppMessages)
      .set({ claimedAt: crashed })
      .where(eq(whatsAppMessages.id, held?.id as number));
    expect(await deliver(held?.id as number)).toBe('sent');
    expect(graph.requests.at(-1)?.body.template?.name).toBe(FAKE_WHATSAPP.templates.reminder);
  });

  it("answers 422 in the caller's language for a guest without a valid phone", async () => {
    const couple = await guestCouple(t);
    for (const phone of [null, '123']) {
      const guestId = await guestOf(couple, phone);
      const response = await send(couple, guestId, 'invitation', 'en');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        phone: ['This guest has no phone number WhatsApp can send to.'],
      });
    }
  });

  it("answers 404 for another couple's guest, and refuses bad input with a 4xx", async () => {
    const couple = await guestCouple(t);
    const other = await guestCouple(t);
    const guestId = await guestOf(other);
    expect((await send(couple, guestId)).statusCode).toBe(404);
    expect(
      (
        await call(t, couple.token, 'POST', '/guests/whatsapp-statuses', {
          weddingId: other.weddingId,
        })
      ).statusCode,
    ).toBe(404);
    expect((await send(couple, 2_147_483_647)).statusCode).toBe(404);
    expect((await send(couple, guestId, 'birthday')).statusCode).toBe(422);
    const unauthenticated = await call(t, null, 'POST', `/guests/${guestId}/whatsapp-messages`, {
      kind: 'invitation',
    });
    expect(unauthenticated.statusCode).toBe(401);
    expect(await isSent(guestId)).toBe(false);
  });

  it('answers 409 while the wedding is inactive', async () => {
    const couple = await guestCouple(t, { hasPlan: false });
    const guestId = await guestOf(couple);
    await endTrial(t.app.db, couple.weddingId);
    expect((await send(couple, guestId)).statusCode).toBe(409);
  });

  it("never logs the guest's phone number or the message", () => {
    const text = logs.join('\n');
    expect(text).toContain('WhatsApp message accepted');
    expect(text).not.toContain('5512345678');
    expect(text).not.toContain('María José');
  });
});

describe('WhatsApp Cloud API off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 409 with a clear message, recording nothing', async () => {
    const couple = await guestCouple(t);
    const guestId = await insertGuest(t.app.db, couple.weddingId);
    await t.app.db.update(guests).set({ phone: PHONE }).where(eq(guests.id, guestId));
    for (const [language, text] of [
      ['es', 'El envío por la API de WhatsApp no está configurado en este servidor'],
      ['en', 'Sending through the WhatsApp API is not set up on this server'],
    ] as const) {
      const response = await call(
        t,
        couple.token,
        'POST',
        `/guests/${guestId}/whatsapp-messages`,
        { kind: 'invitation' },
        language,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain(text);
    }
    expect(await t.app.db.select().from(whatsAppMessages)).toEqual([]);
  });

  it('refuses the webhook: 403 to verification, 503 to notifications', async () => {
    const verify = await t.app.inject({
      method: 'GET',
      url: '/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1',
    });
    expect(verify.statusCode).toBe(403);
    const notification = await t.app.inject({
      method: 'POST',
      url: '/v1/webhooks/whatsapp',
      payload: { entry: [] },
    });
    expect(notification.statusCode).toBe(503);
  });

  it('tells the dashboard it is off, and on with the settings', async () => {
    const off = await t.app.inject({ method: 'GET', url: '/v1/public/site' });
    expect(off.json().whatsAppCloudApi).toBe(false);
    const graph = await startWhatsAppGraphFakeServer();
    const on = await createTestApp({ env: graph.env });
    try {
      const response = await on.app.inject({ method: 'GET', url: '/v1/public/site' });
      expect(response.json().whatsAppCloudApi).toBe(true);
    } finally {
      await on.close();
      await graph.close();
    }
  });
});
