// The behaviour every kind of wedding content shares, run once per resource: create, each field's
// PATCH, delete; another client's id answers 404 and changes nothing; an inactive wedding answers
// 409; a blank required name answers 422.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, endTrial, insertCouple, type Couple } from './wedding-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type FieldCase = {
  suffix: string;
  body: Record<string, unknown>;
  /** What the response object holds afterwards (default: the body). */
  expected?: Record<string, unknown>;
};

export type ContentSuite = {
  /** The first path segment: `events`. */
  resource: string;
  responseKey: string;
  /** A valid create body for the couple's wedding. */
  createBody(couple: Couple): Record<string, unknown>;
  fields: readonly FieldCase[];
};

export type CoupleApp = { t: TestApp; owner: Couple; other: Couple };

/**
 * A test app with two couples (an owner and another client) for the enclosing `describe`, closed
 * after it; read the fields inside the tests, once `beforeAll` has filled them.
 */
export function useCoupleApp(): CoupleApp {
  const given = {} as CoupleApp;
  beforeAll(async () => {
    given.t = await createTestApp();
    given.owner = await insertCouple(given.t.app.db);
    given.other = await insertCouple(given.t.app.db);
  });
  afterAll(async () => {
    await given.t?.close();
  });
  return given;
}

export function describeContentItems(suite: ContentSuite): void {
  describe(`${suite.resource}: the shared content rules`, () => {
    const given = useCoupleApp();

    const create = async (couple: Couple) => {
      const response = await call(
        given.t,
        couple.token,
        'POST',
        `/${suite.resource}`,
        suite.createBody(couple),
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json()[suite.responseKey] as { id: number } & Record<string, unknown>;
    };

    it('creates an item and answers it with a message in the request language', async () => {
      const response = await call(
        given.t,
        given.owner.token,
        'POST',
        `/${suite.resource}`,
        suite.createBody(given.owner),
        'en',
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().message).toMatch(/successfully/);
      expect(response.json()[suite.responseKey].id).toEqual(expect.any(Number));
    });

    it.each(suite.fields)('PATCH $suffix sets the field', async ({ suffix, body, expected }) => {
      const item = await create(given.owner);
      const response = await call(
        given.t,
        given.owner.token,
        'PATCH',
        `/${suite.resource}/${item.id}/${suffix}`,
        body,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message.length).toBeGreaterThan(0);
      expect(response.json()[suite.responseKey]).toMatchObject({
        id: item.id,
        ...(expected ?? body),
      });
    });

    it('deletes an item', async () => {
      const item = await create(given.owner);
      const response = await call(
        given.t,
        given.owner.token,
        'DELETE',
        `/${suite.resource}/${item.id}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().message.length).toBeGreaterThan(0);
      const again = await call(
        given.t,
        given.owner.token,
        'DELETE',
        `/${suite.resource}/${item.id}`,
      );
      expect(again.statusCode).toBe(404);
    });

    it("answers 404 to another client's item and wedding, and changes nothing", async () => {
      const item = await create(given.owner);
      const [field] = suite.fields;
      if (field === undefined) throw new Error('the suite needs a field');
      const patch = await call(
        given.t,
        given.other.token,
        'PATCH',
        `/${suite.resource}/${item.id}/${field.suffix}`,
        field.body,
      );
      expect(patch.statusCode).toBe(404);
      expect(
        (await call(given.t, given.other.token, 'DELETE', `/${suite.resource}/${item.id}`))
          .statusCode,
      ).toBe(404);
      const intoForeign = await call(
        given.t,
        given.other.token,
        'POST',
        `/${suite.resource}`,
        suite.createBody(given.owner),
      );
      expect(intoForeign.statusCode).toBe(404);
      const still = await call(
        given.t,
        given.owner.token,
        'DELETE',
        `/${suite.resource}/${item.id}`,
      );
      expect(still.statusCode).toBe(200);
    });

    it('answers 404 to an id that does not exist', async () => {
      const [field] = suite.fields;
      const response = await call(
        given.t,
        given.owner.token,
        'PATCH',
        `/${suite.resource}/987654/${field?.suffix}`,
        field?.body,
      );
      expect(response.statusCode).toBe(404);
    });

    it('refuses every change to an inactive wedding with 409', async () => {
      const couple = await insertCouple(given.t.app.db);
      const item = await create(couple);
      await endTrial(given.t.app.db, couple.weddingId);
      const [field] = suite.fields;
      const responses = [
        await call(
          given.t,
          couple.token,
          'POST',
          `/${suite.resource}`,
          suite.createBody(couple),
          'en',
        ),
        await call(
          given.t,
          couple.token,
          'PATCH',
          `/${suite.resource}/${item.id}/${field?.suffix}`,
          field?.body,
        ),
        await call(given.t, couple.token, 'DELETE', `/${suite.resource}/${item.id}`),
      ];
      expect(responses.map((response) => response.statusCode)).toEqual([409, 409, 409]);
      expect(responses[0]?.json().message).toMatch(/not active/);
    });

    it('refuses a blank name with 422 under name', async () => {
      const item = await create(given.owner);
      const response = await call(
        given.t,
        given.owner.token,
        'PATCH',
        `/${suite.resource}/${item.id}/name`,
        {
          name: '   ',
        },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.name).toHaveLength(1);
    });
  });
}
