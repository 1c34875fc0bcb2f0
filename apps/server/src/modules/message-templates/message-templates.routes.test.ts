import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestCouple } from '../../test/guests-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, endTrial, type Couple } from '../../test/wedding-fixtures.ts';

type Templates = {
  invitation: { language: string; text: string } | null;
  reminder: { language: string; text: string } | null;
  pass: { language: string; text: string } | null;
};
const INVITATION = '¡Hola {nombre}! {pareja} te invitan: {enlace}';

describe('message templates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const templatesUrl = (couple: Couple) => `/weddings/${couple.weddingId}/message-templates`;
  it('answers the default (null) until the couple saves, then their text, and null again after a reset', async () => {
    const couple = await guestCouple(t);
    const before = await call(t, couple.token, 'GET', templatesUrl(couple));
    expect(before.json<Templates>()).toEqual({ invitation: null, reminder: null, pass: null });

    const saved = await call(t, couple.token, 'PUT', templatesUrl(couple), {
      kind: 'invitation',
      language: 'es',
      text: INVITATION,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ message: string }>().message).toBe('Mensaje guardado');
    const resaved = await call(
      t,
      couple.token,
      'PUT',
      templatesUrl(couple),
      {
        kind: 'invitation',
        language: 'en',
        text: 'Hi {name}: {link}',
      },
      'en',
    );
    expect(resaved.json<{ message: string; templates: Templates }>()).toMatchObject({
      message: 'Message saved',
      templates: { invitation: { language: 'en', text: 'Hi {name}: {link}' }, reminder: null },
    });

    const reset = await call(t, couple.token, 'PUT', templatesUrl(couple), {
      kind: 'invitation',
      language: 'en',
      text: null,
    });
    expect(reset.json<{ templates: Templates }>().templates.invitation).toBeNull();
  });

  it('refuses a message without the link, an empty one and one too long, in the request language, keeping the saved one', async () => {
    const couple = await guestCouple(t);
    await call(t, couple.token, 'PUT', templatesUrl(couple), {
      kind: 'reminder',
      language: 'es',
      text: INVITATION,
    });
    const put = (text: string, language: 'es' | 'en') =>
      call(
        t,
        couple.token,
        'PUT',
        templatesUrl(couple),
        { kind: 'reminder', language: 'es', text },
        language,
      );
    const errorOf = async (text: string, language: 'es' | 'en') => {
      const response = await put(text, language);
      expect(response.statusCode).toBe(422);
      return response.json<{ errors: { text: string[] } }>().errors.text[0];
    };
    expect(await errorOf('Hola {nombre}', 'es')).toContain(
      'Incluye el enlace personal del invitado ({enlace})',
    );
    expect(await errorOf('Hi {name}', 'en')).toContain(
      "Include the guest's personal link ({link})",
    );
    expect(await errorOf('   ', 'es')).toBe('Escribe el mensaje.');
    expect(await errorOf(`{link} ${'a'.repeat(1000)}`, 'en')).toBe(
      'The message allows up to 1000 characters.',
    );
    const bad = await call(t, couple.token, 'PUT', templatesUrl(couple), {
      kind: 'farewell',
      language: 'es',
      text: INVITATION,
    });
    expect(bad.statusCode).toBe(422);

    const kept = await call(t, couple.token, 'GET', templatesUrl(couple));
    expect(kept.json<Templates>().reminder?.text).toBe(INVITATION);
  });

  it('saves the pass message in es and en, refusing one without the pass link in the request language', async () => {
    const couple = await guestCouple(t);
    const PASS_ES = '¡Ya casi, {nombre}! Tu pase para la boda de {pareja} el {fecha}: {pase}';
    const saved = await call(t, couple.token, 'PUT', templatesUrl(couple), {
      kind: 'pass',
      language: 'es',
      text: PASS_ES,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ templates: Templates }>().templates).toMatchObject({
      invitation: null,
      reminder: null,
      pass: { language: 'es', text: PASS_ES },
    });

    const english = await call(
      t,
      couple.token,
      'PUT',
      templatesUrl(couple),
      { kind: 'pass', language: 'en', text: 'Almost there, {name}! Your pass: {pass}' },
      'en',
    );
    expect(english.json<{ message: string; templates: Templates }>()).toMatchObject({
      message: 'Message saved',
      templates: { pass: { language: 'en', text: 'Almost there, {name}! Your pass: {pass}' } },
    });

    // The invitation's link does not stand in for the pass, nor the pass for the invitation's link.
    const refused = async (kind: string, text: string, language: 'es' | 'en') => {
      const response = await call(
        t,
        couple.token,
        'PUT',
        templatesUrl(couple),
        { kind, language, text },
        language,
      );
      expect(response.statusCode).toBe(422);
      return response.json<{ errors: { text: string[] } }>().errors.text[0];
    };
    expect(await refused('pass', 'Tu invitación: {enlace}', 'es')).toContain(
      'Incluye el pase de la familia ({pase})',
    );
    expect(await refused('pass', 'Your invitation: {link}', 'en')).toContain(
      "Include the household's pass ({pass})",
    );
    expect(await refused('invitation', 'Tu pase: {pase}', 'es')).toContain('({enlace})');

    const kept = await call(t, couple.token, 'GET', templatesUrl(couple));
    expect(kept.json<Templates>()).toMatchObject({
      invitation: null,
      pass: { language: 'en', text: 'Almost there, {name}! Your pass: {pass}' },
    });
  });

  it("answers 404 for another couple's wedding, and 409 to writes while the wedding is inactive", async () => {
    // In test mode (no plan), so that ending the trial leaves the wedding inactive.
    const couple = await guestCouple(t, { hasPlan: false });
    const stranger = await guestCouple(t);
    const body = { kind: 'invitation', language: 'es', text: INVITATION };
    expect((await call(t, stranger.token, 'GET', templatesUrl(couple))).statusCode).toBe(404);
    expect((await call(t, stranger.token, 'PUT', templatesUrl(couple), body)).statusCode).toBe(404);
    expect((await call(t, null, 'GET', templatesUrl(couple))).statusCode).toBe(401);

    await endTrial(t.app.db, couple.weddingId);
    expect((await call(t, couple.token, 'PUT', templatesUrl(couple), body)).statusCode).toBe(409);
    // Reading stays possible: the couple can prepare the messages before activating.
    expect((await call(t, couple.token, 'GET', templatesUrl(couple))).statusCode).toBe(200);
  });
});
