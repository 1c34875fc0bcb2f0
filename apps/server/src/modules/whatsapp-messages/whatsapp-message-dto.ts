import type { components } from '@convite/api/schema';
import type { WhatsAppMessageRow } from '../../db/schema/whatsapp.ts';

export type WhatsAppMessageDto = components['schemas']['WhatsAppMessage'];

/** What the couple sees of a message: never the wamid or the delivery's bookkeeping. */
export function toWhatsAppMessageDto(row: WhatsAppMessageRow): WhatsAppMessageDto {
  return {
    id: row.id,
    guestId: row.guestId,
    kind: row.kind,
    status: row.status,
    errorCode: row.errorCode,
    errorTitle: row.errorTitle,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
