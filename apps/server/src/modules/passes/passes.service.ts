import { fill, localize, serverTexts, type Language } from '@convite/i18n/server-texts';
import type { components } from '@convite/api/schema';
import type { Writable } from 'node:stream';
import { NotFoundError } from '../../domain/errors.ts';
import { isWeddingActive } from '../../content-kit/wedding-access.ts';
import { addressSubject, type RateLimit, type RateLimiter } from '../../security/rate-limit.ts';
import type { PassTokens } from '../../security/pass-tokens.ts';
import { createPassIssuer, householdName, householdPass } from './pass-dto.ts';
import { writePassPdf } from './pass-pdf.ts';
import type { PassesRepository } from './passes.repository.ts';
import { longDay } from '../../content-kit/long-day.ts';

export { seatTablesJsonSql } from './pass-sql.ts';

export type PassDto = components['schemas']['Pass'];

const texts = serverTexts.passes;

/**
 * Tokens this server did not sign, per address: a pass's MAC cannot be guessed, so this only keeps
 * a flood of made-up passes from costing more than a counter. A real pass is never counted.
 */
export const WRONG_PASSES_LIMIT: RateLimit = {
  bucket: 'pass-forged-address',
  max: 20,
  windowMs: 15 * 60_000,
  message: texts.tooManyWrongPasses,
};

export type PassesServiceDeps = {
  passes: PassesRepository;
  tokens: PassTokens;
  invitationUrl: string;
  limiter: RateLimiter;
  now?: () => Date;
};

/** The wedding's day written out in the language ("Sábado 15 de junio de 2030"). */
export function weddingDay(date: Date, language: Language): string {
  return longDay(date, language, { isCapitalized: true });
}

/**
 * A household's pass, as its QR code's link shows it: read-only, public, and 404 alike for a token
 * this server did not sign, a guest removed, a household with no pass (not answered, or nobody
 * attends) and a wedding no longer active, as its invitation is then not available.
 */
export function createPassesService(deps: PassesServiceDeps) {
  const now = deps.now ?? (() => new Date());

  async function findPass(token: string, address: string): Promise<PassDto> {
    const guestId = deps.tokens.verify(token);
    if (guestId === null) {
      await deps.limiter.hit(WRONG_PASSES_LIMIT, addressSubject(address));
      throw new NotFoundError(texts.notFound);
    }
    const row = await deps.passes.findPass(guestId);
    if (row === null || !isWeddingActive(row.wedding, now()))
      throw new NotFoundError(texts.notFound);
    const { wedding, household } = row;
    const pass = householdPass(
      household,
      createPassIssuer(deps.tokens, deps.invitationUrl, wedding.slug),
    );
    if (pass === null) throw new NotFoundError(texts.notFound);
    return {
      ...pass,
      household: householdName(household),
      wedding: { name: wedding.name, slug: wedding.slug, date: wedding.date.toISOString() },
    };
  }

  return {
    get: findPass,

    /** The pass's PDF, in the language; the pass is read (and 404 thrown) before any byte is sent. */
    async pdf(
      token: string,
      address: string,
      language: Language,
    ): Promise<(output: Writable) => Promise<void>> {
      const pass = await findPass(token, address);
      const unnamed = localize(texts.unnamedPerson, language);
      return (output) =>
        writePassPdf(output, {
          couple: pass.wedding.name,
          date: weddingDay(new Date(pass.wedding.date ?? 0), language),
          household: pass.household,
          seats: localize(fill(texts.seats, { count: pass.seats }), language),
          link: pass.link,
          people: pass.people.map((person) => ({
            name: person.name ?? unnamed,
            table: person.table,
          })),
          caption: localize(texts.showAtDoor, language),
        });
    },
  };
}

export type PassesService = ReturnType<typeof createPassesService>;
