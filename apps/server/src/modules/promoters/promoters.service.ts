import { serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import type { components } from '@convite/api/schema';
import { MAX_PERCENT } from '@convite/rules/field-bounds';
import { InvalidFieldsError, NotFoundError, type FieldErrors } from '../../domain/errors.ts';
import { totalPages } from '../../domain/paging.ts';
import { hashPassword } from '../../security/passwords.ts';
import type { PromoterDetails } from '../auth/staff-accounts.service.ts';
import { accountFormErrors } from '../../security/account-form.ts';
import { toPromoterDetailDto } from '../auth/staff-dto.ts';
import { toCommissionDto } from '../payments/commission-dto.ts';
import {
  DuplicateError,
  type PromoCodeValues,
  type PromoCodeWithCommissions,
  type PromoterRow,
  type PromotersRepository,
} from './promoters.repository.ts';

export type PromotersServiceDeps = {
  promoters: PromotersRepository;
  staff: PromoterDetails;
  now?: () => Date;
};

/** A promo code as the admin sends it. */
export type PromoCodeInput = components['schemas']['PromoCodeRequest'];
export type PromoterDto = components['schemas']['Promoter'];
export type PromoCodeDto = components['schemas']['PromoCode'];
export type PromoterDetailDto = components['schemas']['PromoterDetail'];

export const toPromoterDto = (row: PromoterRow): PromoterDto => ({
  id: row.id,
  name: row.name,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toPromoCodeDto = (row: PromoCodeWithCommissions): PromoCodeDto => ({
  id: row.id,
  code: row.code,
  type: row.type,
  value: Number(row.value),
  commission: row.commission === null ? null : Number(row.commission),
  isActive: row.isActive,
  usageLimit: row.usageLimit,
  usedCount: row.usedCount,
  expiresAt: row.expiresAt === null ? null : row.expiresAt.toISOString(),
  promoterId: row.promoterId,
  commissions: row.commissions.map(toCommissionDto),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const codeTaken = () => new InvalidFieldsError({ code: [serverTexts.promoters.codeTaken] });

/** A write refused by the unique email index (a racing request took it) answers 422 under email. */
async function emailUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DuplicateError)
      throw new InvalidFieldsError({ email: [serverTexts.promoters.emailTaken] });
    throw error;
  }
}

/**
 * The checks the contract's schema cannot express; absent optional fields become null. `isActive`
 * is taken as sent: false is a value (an inactive code), never a missing field.
 */
function promoCodeValues(input: PromoCodeInput): PromoCodeValues {
  const errors: Record<string, LocalizedText[]> = {};
  const code = input.code.trim();
  if (code === '') errors['code'] = [serverTexts.promoters.required];
  if (input.type === 'percentage' && input.value > MAX_PERCENT)
    errors['value'] = [serverTexts.promoters.percentageAbove100];
  if (input.type === 'amount' && !Number.isInteger(input.value))
    errors['value'] = [serverTexts.promoters.amountNotWholePesos];
  if (Object.keys(errors).length > 0) throw new InvalidFieldsError(errors as FieldErrors);
  return {
    code,
    type: input.type,
    value: input.value,
    commission: input.commission ?? null,
    isActive: input.isActive,
    usageLimit: input.usageLimit ?? null,
    expiresAt: input.expiresAt == null ? null : new Date(input.expiresAt),
  };
}

/** Staff management of promoters and their promo codes; the caller is an admin (x-access). */
export function createPromotersService(deps: PromotersServiceDeps) {
  const repository = deps.promoters;
  const now = deps.now ?? (() => new Date());

  /** The name and email checked (the email unique among promoters but `exceptId`), and any password. */
  async function checkedAccount(
    input: { name: string; email: string; password?: string },
    exceptId?: number,
  ): Promise<{ name: string; email: string }> {
    const name = input.name.trim();
    const email = input.email.trim().toLowerCase();
    const errors = {
      ...accountFormErrors(input),
      ...((await repository.emailInUse(email, exceptId))
        ? { email: [serverTexts.promoters.emailTaken] }
        : {}),
    };
    if (Object.keys(errors).length > 0) throw new InvalidFieldsError(errors);
    return { name, email };
  }

  return {
    async list(page: number, search?: string) {
      const { rows, total } = await repository.page(page, search);
      return { promoters: rows.map(toPromoterDto), page, totalPages: totalPages(total) };
    },

    /** With their codes and each code's commissions, as the promoter sees them after login. */
    async get(id: number): Promise<PromoterDetailDto> {
      const promoter = await repository.findPromoter(id);
      if (promoter === null) throw new NotFoundError(serverTexts.promoters.promoterNotFound);
      return toPromoterDetailDto(await deps.staff.promoterWithCodes(promoter));
    },

    async createPromoter(input: {
      name: string;
      email: string;
      password: string;
    }): Promise<{ message: LocalizedText; promoter: PromoterDto }> {
      const account = await checkedAccount(input);
      const passwordHash = await hashPassword(input.password);
      const promoter = await emailUnique(() =>
        repository.createPromoter({ ...account, passwordHash }),
      );
      return { message: serverTexts.promoters.promoterCreated, promoter: toPromoterDto(promoter) };
    },

    /** Name and email; the password only when one is sent. */
    async updatePromoter(
      id: number,
      input: { name: string; email: string; password?: string },
    ): Promise<{ message: LocalizedText; promoter: PromoterDto }> {
      if ((await repository.findPromoter(id)) === null)
        throw new NotFoundError(serverTexts.promoters.promoterNotFound);
      const account = await checkedAccount(input, id);
      const password =
        input.password === undefined ? {} : { passwordHash: await hashPassword(input.password) };
      const promoter = await emailUnique(() =>
        repository.updatePromoter(id, { ...account, ...password }),
      );
      if (promoter === null) throw new NotFoundError(serverTexts.promoters.promoterNotFound);
      return { message: serverTexts.promoters.promoterUpdated, promoter: toPromoterDto(promoter) };
    },

    /** A soft delete: the codes stop working, payments and commissions keep the promoter's name. */
    async deletePromoter(id: number): Promise<{ message: LocalizedText }> {
      if (!(await repository.softDeletePromoter(id, now())))
        throw new NotFoundError(serverTexts.promoters.promoterNotFound);
      return { message: serverTexts.promoters.promoterDeleted };
    },

    async createPromoCode(
      promoterId: number,
      input: PromoCodeInput,
    ): Promise<{ message: LocalizedText; promoCode: PromoCodeDto }> {
      const values = promoCodeValues(input);
      if (!(await repository.promoterExists(promoterId)))
        throw new NotFoundError(serverTexts.promoters.promoterNotFound);
      if (await repository.codeInUse(values.code)) throw codeTaken();
      try {
        const created = await repository.createPromoCode(promoterId, values);
        return {
          message: serverTexts.promoters.promoCodeCreated,
          promoCode: toPromoCodeDto(created),
        };
      } catch (error) {
        if (error instanceof DuplicateError) throw codeTaken();
        throw error;
      }
    },

    async updatePromoCode(
      id: number,
      input: PromoCodeInput,
    ): Promise<{ message: LocalizedText; promoCode: PromoCodeDto }> {
      const values = promoCodeValues(input);
      if (await repository.codeInUse(values.code, id)) throw codeTaken();
      let updated: PromoCodeWithCommissions | null;
      try {
        updated = await repository.updatePromoCode(id, values);
      } catch (error) {
        if (error instanceof DuplicateError) throw codeTaken();
        throw error;
      }
      if (updated === null) throw new NotFoundError(serverTexts.promoters.promoCodeNotFound);
      return {
        message: serverTexts.promoters.promoCodeUpdated,
        promoCode: toPromoCodeDto(updated),
      };
    },
  };
}

export type PromotersService = ReturnType<typeof createPromotersService>;
