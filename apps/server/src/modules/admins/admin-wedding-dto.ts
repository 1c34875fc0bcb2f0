import type { components } from '@convite/api/schema';
import { invitationLink } from '../../content-kit/invitation-links.ts';
import { isWeddingActive } from '../../content-kit/wedding-access.ts';
import type { AdminWeddingRow } from './admins.repository.ts';

export type AdminWeddingDto = components['schemas']['AdminWedding'];

export function toAdminWeddingDto(
  row: AdminWeddingRow,
  context: { invitationUrl: string; now: Date },
): AdminWeddingDto {
  const { wedding } = row;
  return {
    id: wedding.id,
    name: wedding.name,
    slug: wedding.slug,
    date: wedding.date.toISOString(),
    link: invitationLink(context.invitationUrl, wedding.slug),
    active: isWeddingActive(wedding, context.now),
    trialEndsAt: wedding.trialEndsAt?.toISOString() ?? null,
    clientId: wedding.clientId,
    client: row.client,
    invitationPlan: row.plan,
    createdAt: wedding.createdAt.toISOString(),
    updatedAt: wedding.updatedAt.toISOString(),
  };
}
