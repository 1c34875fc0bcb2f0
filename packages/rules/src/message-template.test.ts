import { describe, expect, it } from 'vitest';
import {
  fillMessageTemplate,
  isRecentlyReminded,
  messageTemplateProblem,
  MESSAGE_TEMPLATE_MAX_LENGTH,
  placeholdersOf,
  placeholderToken,
  requiredPlaceholderOf,
  type MessageValues,
} from './message-template.ts';

const values: MessageValues = {
  name: 'María José',
  link: 'https://convite.mx/ana-y-luis?code=7KQ2M9XH',
  pass: 'https://convite.mx/ana-y-luis/pase/12.AbCdEfGhIjKlMnOpQrStUv',
  couple: 'Ana & Luis',
  date: 'sábado 14 de marzo de 2026',
  deadline: '1 de marzo',
};

describe('fillMessageTemplate', () => {
  it('fills the Spanish placeholders', () => {
    const template = '¡Hola, {nombre}! {pareja} te invitan el {fecha}: {enlace}';
    expect(fillMessageTemplate(template, values)).toBe(
      '¡Hola, María José! Ana & Luis te invitan el sábado 14 de marzo de 2026: https://convite.mx/ana-y-luis?code=7KQ2M9XH',
    );
  });

  it('fills the English placeholders, and both languages in one template', () => {
    expect(fillMessageTemplate('Hi {name}, {link} ({nombre})', values)).toBe(
      'Hi María José, https://convite.mx/ana-y-luis?code=7KQ2M9XH (María José)',
    );
  });

  it('fills a placeholder every time it appears', () => {
    expect(fillMessageTemplate('{name} {name}', values)).toBe('María José María José');
  });

  it('leaves out a line whose value is missing, and the blank line it leaves', () => {
    const template = 'Hola {nombre}\n\nResponde antes del {fecha_limite}.\n\n{enlace}';
    expect(fillMessageTemplate(template, { ...values, deadline: null })).toBe(
      'Hola María José\n\nhttps://convite.mx/ana-y-luis?code=7KQ2M9XH',
    );
    expect(fillMessageTemplate(template, { ...values, deadline: '' })).not.toContain('Responde');
    expect(fillMessageTemplate(template, values)).toContain('Responde antes del 1 de marzo.');
  });

  it("fills a pass message's placeholders in either language", () => {
    const template = '¡Ya casi, {nombre}! {pareja}, {fecha}. Tu pase: {pase}';
    expect(fillMessageTemplate(template, values)).toBe(
      '¡Ya casi, María José! Ana & Luis, sábado 14 de marzo de 2026. Tu pase: https://convite.mx/ana-y-luis/pase/12.AbCdEfGhIjKlMnOpQrStUv',
    );
    expect(fillMessageTemplate('{name}: {pass}', values)).toBe(
      'María José: https://convite.mx/ana-y-luis/pase/12.AbCdEfGhIjKlMnOpQrStUv',
    );
    expect(fillMessageTemplate('Hola\n{pase}', { ...values, pass: null })).toBe('Hola');
  });

  it('keeps braces it does not know and values that look like placeholders', () => {
    expect(fillMessageTemplate('{hola} {nombre}', { ...values, name: '{enlace}' })).toBe(
      '{hola} {enlace}',
    );
  });
});

describe('messageTemplateProblem', () => {
  it('accepts a template with the link in either language', () => {
    expect(messageTemplateProblem('Tu invitación: {enlace}', 'invitation')).toBeNull();
    expect(messageTemplateProblem('Your invitation: {link}', 'reminder')).toBeNull();
  });

  it('refuses an empty template, one without the link, and one too long', () => {
    expect(messageTemplateProblem('  \n ', 'invitation')).toBe('empty');
    expect(messageTemplateProblem('Hola {nombre}, te esperamos', 'invitation')).toBe('linkMissing');
    expect(messageTemplateProblem('{enlaces}', 'reminder')).toBe('linkMissing');
    expect(messageTemplateProblem('Tu pase: {pase}', 'invitation')).toBe('linkMissing');
    const long = `{enlace}${'a'.repeat(MESSAGE_TEMPLATE_MAX_LENGTH)}`;
    expect(messageTemplateProblem(long, 'invitation')).toBe('tooLong');
    expect(
      messageTemplateProblem(long.slice(0, MESSAGE_TEMPLATE_MAX_LENGTH), 'invitation'),
    ).toBeNull();
  });

  it('asks a pass message for the pass link, in either language, not the invitation link', () => {
    expect(messageTemplateProblem('Tu pase: {pase}', 'pass')).toBeNull();
    expect(messageTemplateProblem('Your pass: {pass}', 'pass')).toBeNull();
    expect(messageTemplateProblem('Tu invitación: {enlace}', 'pass')).toBe('passMissing');
    expect(messageTemplateProblem('{pases} {nombre}', 'pass')).toBe('passMissing');
    expect(messageTemplateProblem(' ', 'pass')).toBe('empty');
  });
});

describe('placeholders', () => {
  it('offers the deadline only in the reminder', () => {
    expect(placeholdersOf('invitation')).not.toContain('deadline');
    expect(placeholdersOf('reminder')).toContain('deadline');
    expect(placeholdersOf('pass')).not.toContain('deadline');
  });

  it('offers the pass instead of the invitation link in the pass message', () => {
    expect(placeholdersOf('pass')).toEqual(['name', 'pass', 'couple', 'date']);
    expect(placeholdersOf('invitation')).not.toContain('pass');
    expect(requiredPlaceholderOf('pass')).toBe('pass');
    expect(requiredPlaceholderOf('reminder')).toBe('link');
    expect(placeholderToken('pass', 'es')).toBe('{pase}');
    expect(placeholderToken('pass', 'en')).toBe('{pass}');
  });

  it('names each placeholder in the template language', () => {
    expect(placeholderToken('link', 'es')).toBe('{enlace}');
    expect(placeholderToken('deadline', 'en')).toBe('{deadline}');
  });
});

describe('isRecentlyReminded', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('pauses reminders for 24 hours', () => {
    expect(isRecentlyReminded(null, now)).toBe(false);
    expect(isRecentlyReminded('2026-02-28T12:00:01Z', now)).toBe(true);
    expect(isRecentlyReminded('2026-02-28T12:00:00Z', now)).toBe(false);
  });
});
