import { toCommissionDto } from '../payments/commission-dto.ts';
import type { AdminRow, PromoterWithCodes } from './staff-accounts.repository.ts';

export type AdminDto = { id: number; email: string; name: string };

export function toAdminDto(admin: AdminRow): AdminDto {
  return { id: admin.id, email: admin.email, name: admin.name };
}

export function toPromoterDetailDto(promoter: PromoterWithCodes) {
  return {
    id: promoter.id,
    name: promoter.name,
    email: promoter.email,
    createdAt: promoter.createdAt.toISOString(),
    updatedAt: promoter.updatedAt.toISOString(),
    promoCodes: promoter.promoCodes.map((code) => ({
      id: code.id,
      code: code.code,
      type: code.type,
      value: Number(code.value),
      commission: code.commission === null ? null : Number(code.commission),
      isActive: code.isActive,
      usageLimit: code.usageLimit,
      usedCount: code.usedCount,
      expiresAt: code.expiresAt ? code.expiresAt.toISOString() : null,
      promoterId: code.promoterId,
      commissions: code.commissions.map(toCommissionDto),
      createdAt: code.createdAt.toISOString(),
      updatedAt: code.updatedAt.toISOString(),
    })),
  };
}
