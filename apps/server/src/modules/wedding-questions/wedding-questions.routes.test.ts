import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests } from '../../db/schema/guests.ts';
import { guestMembers, weddingQuestions } from '../../db/schema/households.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  endTrial,
  insertCouple,
  insertGuest,
  type Couple,
} from '../../test/wedding-fixtures.ts';

type Question = {
  id: number;
  prompt: string;
  kind: 'yesNo' | 'choice' | 'text';
  perPerson: boolean;
  options: string[];
};
type QuestionInput = {
  id?: number;
  prompt: string;
  kind: Question['kind'];
  perPerson?: boolean;
  options?: readonly string[];
};

describe('GET and PUT /weddings/{id}/questions', () => {
  let t: TestApp;
  let couple: Couple;
  let other: Couple;

  beforeAll(async () => {
    t = await createTestApp();
    couple = await insertCouple(t.app.db);
    other = await insertCouple(t.app.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const url = (owner: Couple) => `/weddings/${owner.weddingId}/questions`;
  const getQuestions = (owner: Couple = couple, token = owner.token) =>
    call(t, token, 'GET', url(owner));
  const putQuestions = (
    questions: readonly QuestionInput[],
    language: 'es' | 'en' = 'es',
    owner: Couple = couple,
    token = owner.token,
  ) => call(t, token, 'PUT', url(owner), { questions }, language);
  const stored = async (owner: Couple = couple) =>
    (
      await t.app.db
        .select()
        .from(weddingQuestions)
        .where(eq(weddingQuestions.weddingId, owner.weddingId))
        .orderBy(weddingQuestions.position)
    ).map(({ id, prompt, kind, perPerson, options }) => ({ id, prompt, kind, perPerson, options }));

  it('a wedding starts without questions; saved ones are answered and read back in order, trimmed', async () => {
    const fresh = await insertCouple(t.app.db);
    const empty = await getQuestions(fresh);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ questions: [] });

    const saved = await putQuestions(
      [
        { prompt: ' ¿Necesitas transporte? ', kind: 'yesNo' },
        { prompt: '¿Qué canción no puede faltar?', kind: 'text', perPerson: true },
        {
          prompt: '¿A qué hora llegas?',
          kind: 'choice',
          options: [' Antes de la ceremonia ', 'A la recepción'],
        },
      ],
      'es',
      fresh,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const questions: Question[] = saved.json().questions;
    expect(questions).toEqual([
      {
        id: expect.any(Number),
        prompt: '¿Necesitas transporte?',
        kind: 'yesNo',
        perPerson: false,
        options: [],
      },
      {
        id: expect.any(Number),
        prompt: '¿Qué canción no puede faltar?',
        kind: 'text',
        perPerson: true,
        options: [],
      },
      {
        id: expect.any(Number),
        prompt: '¿A qué hora llegas?',
        kind: 'choice',
        perPerson: false,
        options: ['Antes de la ceremonia', 'A la recepción'],
      },
    ]);
    expect((await getQuestions(fresh)).json()).toEqual({ questions });
    expect(await stored(fresh)).toEqual(questions);
  });

  it('reordering, editing and adding keep the ids of the questions kept; one left out is removed with its answers, the other answers untouched', async () => {
    const owner = await insertCouple(t.app.db);
    const [bus, song, meal] = (
      await putQuestions(
        [
          { prompt: '¿Vienes en autobús?', kind: 'yesNo' },
          { prompt: '¿Qué canción pides?', kind: 'text' },
          { prompt: '¿Qué bebida prefieres?', kind: 'choice', options: ['Vino', 'Cerveza'] },
        ],
        'es',
        owner,
      )
    ).json().questions as [Question, Question, Question];
    const guestId = await insertGuest(t.app.db, owner.weddingId);
    const answers = { [String(bus.id)]: 'yes', [String(song.id)]: 'Cielito lindo' };
    await t.app.db.update(guests).set({ answers }).where(eq(guests.id, guestId));
    await t.app.db.update(guestMembers).set({ answers }).where(eq(guestMembers.guestId, guestId));

    const saved = await putQuestions(
      [
        {
          id: meal.id,
          prompt: '¿Qué bebida prefieres?',
          kind: 'choice',
          options: ['Vino', 'Cerveza', 'Agua fresca'],
        },
        { prompt: '¿Alguna alergia?', kind: 'text', perPerson: true },
        { id: bus.id, prompt: '¿Necesitas autobús?', kind: 'yesNo' },
      ],
      'es',
      owner,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const questions: Question[] = saved.json().questions;
    expect(questions).toEqual([
      {
        id: meal.id,
        prompt: '¿Qué bebida prefieres?',
        kind: 'choice',
        perPerson: false,
        options: ['Vino', 'Cerveza', 'Agua fresca'],
      },
      {
        id: expect.any(Number),
        prompt: '¿Alguna alergia?',
        kind: 'text',
        perPerson: true,
        options: [],
      },
      {
        id: bus.id,
        prompt: '¿Necesitas autobús?',
        kind: 'yesNo',
        perPerson: false,
        options: [],
      },
    ]);
    expect(questions.map((question) => question.id)).not.toContain(song.id);
    expect((await getQuestions(owner)).json().questions).toEqual(questions);
    // Answers are kept by question id: the removed question's go with it, the kept one's stay.
    const [guest] = await t.app.db
      .select({ answers: guests.answers })
      .from(guests)
      .where(eq(guests.id, guestId));
    expect(guest?.answers).toEqual({ [String(bus.id)]: 'yes' });
    const seats = await t.app.db
      .select({ answers: guestMembers.answers })
      .from(guestMembers)
      .where(eq(guestMembers.guestId, guestId));
    expect(seats.length).toBeGreaterThan(0);
    for (const seat of seats) expect(seat.answers).toEqual({ [String(bus.id)]: 'yes' });

    const emptied = await putQuestions([], 'es', owner);
    expect(emptied.json()).toEqual({ questions: [] });
    expect(await stored(owner)).toEqual([]);
  });

  it('a question may change kind: a choice becomes yes-or-no without options', async () => {
    const owner = await insertCouple(t.app.db);
    const [question] = (
      await putQuestions(
        [{ prompt: '¿Te quedas?', kind: 'choice', options: ['Sí', 'No', 'Tal vez'] }],
        'es',
        owner,
      )
    ).json().questions as [Question];
    const changed = await putQuestions(
      [{ id: question.id, prompt: '¿Te quedas?', kind: 'yesNo', options: [] }],
      'es',
      owner,
    );
    expect(changed.json().questions).toEqual([
      { id: question.id, prompt: '¿Te quedas?', kind: 'yesNo', perPerson: false, options: [] },
    ]);
  });

  it.each([
    {
      case: 'a choice question with one option',
      questions: [
        { prompt: '¿Vienes?', kind: 'yesNo' },
        { prompt: '¿Qué bebida?', kind: 'choice', options: ['Vino'] },
      ],
      es: 'Pregunta 2 («¿Qué bebida?»): una pregunta de opciones necesita de 2 a 8 opciones distintas.',
      en: 'Question 2 ("¿Qué bebida?"): a multiple-choice question needs 2 to 8 different options.',
    },
    {
      case: 'a choice question without options',
      questions: [{ prompt: '¿Qué bebida?', kind: 'choice' }],
      es: 'Pregunta 1 («¿Qué bebida?»): una pregunta de opciones necesita de 2 a 8 opciones distintas.',
      en: 'Question 1 ("¿Qué bebida?"): a multiple-choice question needs 2 to 8 different options.',
    },
    {
      case: 'a repeated option (any case, spaces around)',
      questions: [{ prompt: '¿Qué bebida?', kind: 'choice', options: ['Vino', ' vino ', 'Agua'] }],
      es: 'Pregunta 1 («¿Qué bebida?»): la opción «vino» está repetida.',
      en: 'Question 1 ("¿Qué bebida?"): the option "vino" is repeated.',
    },
    {
      case: 'a blank option',
      questions: [{ prompt: '¿Qué bebida?', kind: 'choice', options: ['Vino', '  ', 'Agua'] }],
      es: 'Pregunta 1 («¿Qué bebida?»): ninguna opción puede quedar vacía.',
      en: 'Question 1 ("¿Qué bebida?"): no option can be empty.',
    },
    {
      case: 'options on a yes-or-no question',
      questions: [{ prompt: '¿Vienes?', kind: 'yesNo', options: ['Sí', 'No'] }],
      es: 'Pregunta 1 («¿Vienes?»): solo las preguntas de opciones llevan opciones.',
      en: 'Question 1 ("¿Vienes?"): only multiple-choice questions have options.',
    },
    {
      case: 'options on a text question',
      questions: [
        { prompt: '¿Vienes?', kind: 'yesNo' },
        { prompt: '¿Alergias?', kind: 'text', options: ['Nueces', 'Gluten'] },
      ],
      es: 'Pregunta 2 («¿Alergias?»): solo las preguntas de opciones llevan opciones.',
      en: 'Question 2 ("¿Alergias?"): only multiple-choice questions have options.',
    },
    {
      case: 'a blank prompt',
      questions: [{ prompt: '   ', kind: 'yesNo' }],
      es: 'Pregunta 1: escribe la pregunta.',
      en: 'Question 1: write the question.',
    },
  ] as const)(
    'refuses $case with 422 under questions naming the question, in Spanish and English, changing nothing',
    async ({ questions, es, en }) => {
      const owner = await insertCouple(t.app.db);
      await putQuestions([{ prompt: '¿Llegas temprano?', kind: 'yesNo' }], 'es', owner);
      const before = await stored(owner);

      const spanish = await putQuestions(questions, 'es', owner);
      expect(spanish.statusCode, spanish.body).toBe(422);
      expect(spanish.json().errors).toEqual({ questions: [es] });
      const english = await putQuestions(questions, 'en', owner);
      expect(english.statusCode).toBe(422);
      expect(english.json().errors).toEqual({ questions: [en] });
      expect(await stored(owner)).toEqual(before);
    },
  );

  it('quotes a long prompt shortened, and reports every problem at once', async () => {
    const long = '¿Cuál es el recuerdo más bonito que tienes con los novios de todos estos años?';
    const refused = await putQuestions([
      { prompt: long, kind: 'choice', options: ['Uno', 'uno'] },
      { prompt: '', kind: 'text' },
    ]);
    expect(refused.statusCode).toBe(422);
    // The contract refuses the empty prompt first (minLength): the service's checks run after it.
    expect(Object.keys(refused.json().errors)).toEqual(['questions.1.prompt']);

    const both = await putQuestions(
      [
        { prompt: long, kind: 'choice', options: ['Uno', 'uno'] },
        { prompt: ' ', kind: 'text' },
      ],
      'en',
    );
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toEqual({
      questions: [
        `Question 1 ("${long.slice(0, 40)}…"): the option "uno" is repeated.`,
        'Question 2: write the question.',
      ],
    });
  });

  it('refuses more than five questions, and more than eight options, with 422 (the contract)', async () => {
    const six = Array.from({ length: 6 }, (_, index) => ({
      prompt: `Pregunta ${index + 1}`,
      kind: 'yesNo' as const,
    }));
    const tooMany = await putQuestions(six, 'en');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ questions: ['Must have at most 5 items.'] });

    const nine = Array.from({ length: 9 }, (_, index) => `Opción ${index + 1}`);
    const tooManyOptions = await putQuestions([
      { prompt: '¿Cuál?', kind: 'choice', options: nine },
    ]);
    expect(tooManyOptions.statusCode).toBe(422);
  });

  it("refuses an id that is not one of the wedding's questions (another couple's, missing, twice) with 422, changing nothing", async () => {
    const owner = await insertCouple(t.app.db);
    const [mine] = (await putQuestions([{ prompt: '¿Vienes?', kind: 'yesNo' }], 'es', owner)).json()
      .questions as [Question];
    const [theirs] = (
      await putQuestions([{ prompt: '¿Bailas?', kind: 'yesNo' }], 'es', other)
    ).json().questions as [Question];

    for (const questions of [
      [{ id: theirs.id, prompt: '¿Bailas?', kind: 'yesNo' }],
      [{ id: 987654, prompt: '¿Bailas?', kind: 'yesNo' }],
      [
        { id: mine.id, prompt: '¿Vienes?', kind: 'yesNo' },
        { id: mine.id, prompt: '¿Bailas?', kind: 'yesNo' },
      ],
    ] as const) {
      const refused = await putQuestions(questions, 'en', owner);
      expect(refused.statusCode, JSON.stringify(questions)).toBe(422);
      expect(refused.json().errors).toEqual({
        questions: ['One of the questions no longer exists. Reload the page.'],
      });
    }
    expect(await stored(owner)).toEqual([mine]);
    expect(await stored(other)).toEqual([theirs]);
  });

  it("answers 404 for another couple's wedding (reading or writing) and a missing one", async () => {
    const owner = await insertCouple(t.app.db);
    await putQuestions([{ prompt: '¿Vienes?', kind: 'yesNo' }], 'es', owner);
    const before = await stored(owner);
    expect((await getQuestions(owner, other.token)).statusCode).toBe(404);
    const written = await putQuestions(
      [{ prompt: '¿Robada?', kind: 'yesNo' }],
      'es',
      owner,
      other.token,
    );
    expect(written.statusCode).toBe(404);
    expect(await stored(owner)).toEqual(before);
    const missing = { ...owner, weddingId: 987654 };
    expect((await getQuestions(missing, owner.token)).statusCode).toBe(404);
  });

  it('reads while the wedding is inactive, but refuses writing with 409 wedding_inactive', async () => {
    const owner = await insertCouple(t.app.db);
    await putQuestions([{ prompt: '¿Vienes?', kind: 'yesNo' }], 'es', owner);
    await endTrial(t.app.db, owner.weddingId);
    const read = await getQuestions(owner);
    expect(read.statusCode).toBe(200);
    expect(read.json().questions).toHaveLength(1);
    const refused = await putQuestions([], 'es', owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('wedding_inactive');
    expect(await stored(owner)).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    expect((await call(t, null, 'GET', url(couple))).statusCode).toBe(401);
    expect((await call(t, null, 'PUT', url(couple), { questions: [] })).statusCode).toBe(401);
  });
});
