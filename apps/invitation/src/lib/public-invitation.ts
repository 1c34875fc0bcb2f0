import type { components } from '@convite/api/schema';

/** The answer of GET /v1/public/invitations/{slug}: the wedding, its theme and the code's guest. */
export type PublicInvitation = components['schemas']['PublicInvitation'];
