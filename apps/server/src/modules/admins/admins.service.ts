import { fill, serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import { totalPages } from '../../domain/paging.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { toClientDto, type ClientDto } from '../clients/client-dto.ts';
import type { ClientAccounts } from '../clients/client-accounts.service.ts';
import { isWeddingActive } from '../../content-kit/wedding-access.ts';
import { toAdminWeddingDto, type AdminWeddingDto } from './admin-wedding-dto.ts';
import type { AdminsRepository } from './admins.repository.ts';

export type AdminsServiceDeps = {
  admins: AdminsRepository;
  clients: ClientAccounts;
  invitationUrl: string;
  now?: () => Date;
};

type WeddingsResult = { message: LocalizedText; weddings: AdminWeddingDto[] };

/** Staff actions on accounts and weddings; the caller is an admin (the contract's x-access). */
export function createAdminsService(deps: AdminsServiceDeps) {
  const now = deps.now ?? (() => new Date());

  async function change(
    ids: readonly number[],
    values: Parameters<AdminsRepository['updateWeddings']>[1],
    message: LocalizedText,
  ): Promise<WeddingsResult> {
    const rows = await deps.admins.updateWeddings(ids, values);
    if (rows === null) throw new NotFoundError(serverTexts.admins.weddingNotFound);
    const context = { invitationUrl: deps.invitationUrl, now: now() };
    return { message, weddings: rows.map((row) => toAdminWeddingDto(row, context)) };
  }

  return {
    async listWeddings(page: number, search?: string) {
      const { rows, total } = await deps.admins.pageWeddings(page, search);
      const context = { invitationUrl: deps.invitationUrl, now: now() };
      return {
        weddings: rows.map((row) => toAdminWeddingDto(row, context)),
        page,
        totalPages: totalPages(total),
      };
    },

    async verifyClient(clientId: number): Promise<{ message: LocalizedText; client: ClientDto }> {
      const client = await deps.clients.markVerified(clientId);
      if (client === null) throw new NotFoundError();
      return { message: serverTexts.admins.clientVerified, client: toClientDto(client) };
    },

    async updatePlan(weddingIds: readonly number[], planId: number): Promise<WeddingsResult> {
      if (!(await deps.admins.planExists(planId)))
        throw new NotFoundError(serverTexts.admins.planNotFound);
      return change(weddingIds, { invitationPlanId: planId }, serverTexts.admins.planUpdated);
    },

    /**
     * Deactivating always takes effect; activating lifts the deactivation, and is refused (409, no
     * wedding changed) when a wedding would still be inactive for want of a plan or a running trial.
     */
    async updateActive(weddingIds: readonly number[], active: boolean): Promise<WeddingsResult> {
      if (!active) {
        return change(weddingIds, { deactivatedAt: now() }, serverTexts.admins.weddingsDeactivated);
      }
      const rows = await deps.admins.findWeddings(weddingIds);
      if (rows.length !== weddingIds.length)
        throw new NotFoundError(serverTexts.admins.weddingNotFound);
      const stuck = rows.find(
        ({ wedding }) => !isWeddingActive({ ...wedding, deactivatedAt: null }, now()),
      );
      if (stuck)
        throw new ConflictError(
          fill(serverTexts.admins.nothingToActivate, { slug: stuck.wedding.slug }),
        );
      return change(weddingIds, { deactivatedAt: null }, serverTexts.admins.weddingsActivated);
    },
  };
}

export type AdminsService = ReturnType<typeof createAdminsService>;
