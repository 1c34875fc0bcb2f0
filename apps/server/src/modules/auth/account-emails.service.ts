// The account emails (verification, password reset), sent by durable jobs (src/jobs). A job carries
// the account's id and the language only: each attempt issues its own token, so the link a retry
// sends is fresh and valid, and no secret sits in the jobs table.
import type { Mailer } from '../../email/mailer.ts';
import { resetPasswordEmail, verificationEmail } from '../../email/account-emails.ts';
import type { EmailLocale } from '../../email/email-layout.ts';
import { createOneTimeToken } from '../../security/one-time-tokens.ts';
import type { ClientAccounts } from '../clients/client-accounts.service.ts';
import type { OneTimeTokensRepository } from './one-time-tokens.repository.ts';

export type AccountEmailJob = { clientId: number; locale: EmailLocale };

/** Which attempt this is of which job: the job's id becomes the email's Message-ID. */
export type EmailAttempt = { id: string };

export type AccountEmailsDeps = {
  clients: Pick<ClientAccounts, 'findById'>;
  tokens: Pick<OneTimeTokensRepository, 'create' | 'replace'>;
  mailer: Mailer;
  /** Origin of the couples app: links in emails point there. */
  appUrl: string;
};

export function createAccountEmails(deps: AccountEmailsDeps) {
  const { clients, tokens, mailer, appUrl } = deps;
  return {
    async sendVerification({ clientId, locale }: AccountEmailJob, attempt: EmailAttempt) {
      const client = await clients.findById(clientId);
      // Verified (or deleted) since the job was queued: nothing left to send.
      if (!client || client.verified) return;
      const { token, tokenHash, expiresAt } = createOneTimeToken('verification');
      // Earlier links stay valid: any link that reached the inbox proves the address, and a couple
      // who asked for a new one often opens the first email anyway.
      await tokens.create({ clientId, purpose: 'verification', tokenHash, expiresAt });
      const content = verificationEmail({ appUrl, token, name: client.name, locale });
      await mailer.send({ to: client.email, ...content, messageKey: `job-${attempt.id}` });
    },

    async sendResetLink({ clientId, locale }: AccountEmailJob, attempt: EmailAttempt) {
      const client = await clients.findById(clientId);
      if (!client) return;
      const { token, tokenHash, expiresAt } = createOneTimeToken('reset');
      // A new link voids the older unused ones.
      await tokens.replace({ clientId, purpose: 'reset', tokenHash, expiresAt });
      const content = resetPasswordEmail({ appUrl, token, name: client.name, locale });
      await mailer.send({ to: client.email, ...content, messageKey: `job-${attempt.id}` });
    },
  };
}

export type AccountEmails = ReturnType<typeof createAccountEmails>;
