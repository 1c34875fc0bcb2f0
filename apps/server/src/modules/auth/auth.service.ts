import { serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import type { EmailLocale } from '../../email/email-layout.ts';
import type { JobQueue } from '../../jobs/job-definitions.ts';
import {
  GoogleSignInError,
  type GoogleIdentity,
  type GoogleSignIn,
} from '../../google/google-sign-in.ts';
import type { AccountKind, LoginLimits } from '../../security/login-limits.ts';
import { addressSubject, type RateLimiter } from '../../security/rate-limit.ts';
import { hashOneTimeToken, type OneTimeTokenPurpose } from '../../security/one-time-tokens.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../security/passwords.ts';
import { toClientDto, type ClientDto } from '../clients/client-dto.ts';
import {
  DuplicateEmailError,
  type ClientAccounts,
  type ClientWithWeddings,
} from '../clients/client-accounts.service.ts';
import {
  ConflictError,
  InvalidFieldsError,
  UnavailableError,
  UnauthenticatedError,
} from '../../domain/errors.ts';
import type { SessionSubject } from '../../security/tokens.ts';
import { ACCOUNT_LIMITS } from './account-limits.ts';
import { accountFormErrors } from '../../security/account-form.ts';
import type { OneTimeTokensRepository, TokenRefusal } from './one-time-tokens.repository.ts';
import type { StaffAccountsRepository } from './staff-accounts.repository.ts';
import { toAdminDto, toPromoterDetailDto, type AdminDto } from './staff-dto.ts';

export type AuthServiceDeps = {
  clients: ClientAccounts;
  tokens: OneTimeTokensRepository;
  staff: StaffAccountsRepository;
  loginLimits: LoginLimits;
  /** Counts the account calls that send email or create accounts (account-limits.ts). */
  limiter: RateLimiter;
  /** Queues the emails (account-emails.service.ts sends them, retrying until the server takes them). */
  jobs: JobQueue;
  /** Null while Google sign-in is not configured. */
  google: GoogleSignIn | null;
  signAccessToken(subject: SessionSubject): Promise<string>;
};

export type ClientSession = {
  message: LocalizedText;
  client: ClientDto;
  token: string;
  /** For the next sign-in on this device (login limits); only where a password was proved. */
  deviceToken?: string;
};

type RegisterInput = {
  email: string;
  password: string;
  passwordConfirmation: string;
  name: string;
  lastName: string;
};
type Credentials = { email: string; password: string; deviceToken?: string };
/** Where a call comes from: the client's address (the limits count it). */
type Caller = { address: string };

const normaliseEmail = (email: string) => email.trim().toLowerCase();

const TOKEN_REFUSALS: Record<OneTimeTokenPurpose, Record<TokenRefusal, LocalizedText>> = {
  verification: {
    unknown: serverTexts.auth.verificationUnknown,
    used: serverTexts.auth.verificationUsed,
    expired: serverTexts.auth.verificationExpired,
  },
  reset: {
    unknown: serverTexts.auth.resetUnknown,
    used: serverTexts.auth.resetUsed,
    expired: serverTexts.auth.resetExpired,
  },
};

export function createAuthService(deps: AuthServiceDeps) {
  const { clients, tokens, staff, loginLimits, limiter, jobs } = deps;

  async function session(
    client: ClientWithWeddings,
    message: LocalizedText,
  ): Promise<ClientSession> {
    return {
      message,
      client: toClientDto(client),
      token: await deps.signAccessToken({
        role: 'client',
        id: client.id,
        version: client.tokenVersion,
      }),
    };
  }

  async function sendVerification(client: ClientWithWeddings, locale: EmailLocale) {
    await jobs.send('verification-email', { clientId: client.id, locale });
  }

  async function refuseToken(purpose: OneTimeTokenPurpose, tokenHash: string): Promise<never> {
    const reason = await tokens.refusal(tokenHash, purpose);
    const message = TOKEN_REFUSALS[purpose][reason];
    throw new InvalidFieldsError({ token: [message] }, message);
  }

  /**
   * The password check shared by the three sign-ins, counted before it is made (login-limits.ts).
   * Refusals are 422 under `password` (never 401, which the apps treat as an expired session); a
   * locked account is 429 even with the right password.
   */
  async function checkPassword<T extends { passwordHash: string | null }>(
    kind: AccountKind,
    credentials: Credentials,
    caller: Caller,
    find: (email: string) => Promise<T | null>,
  ): Promise<{ account: T; deviceToken: string }> {
    const email = normaliseEmail(credentials.email);
    const attempt = await loginLimits.begin({
      kind,
      email,
      address: addressSubject(caller.address),
      deviceToken: credentials.deviceToken,
    });
    const account = await find(email);
    if (account && account.passwordHash === null) {
      throw new InvalidFieldsError(
        { password: [serverTexts.auth.googleOnlyAccount] },
        serverTexts.auth.googleOnlyAccount,
      );
    }
    const matches = account?.passwordHash
      ? await verifyPassword(account.passwordHash, credentials.password)
      : await verifyAgainstDummy(credentials.password);
    if (!account || !matches) {
      throw new InvalidFieldsError(
        { password: [serverTexts.auth.wrongCredentials] },
        serverTexts.auth.wrongCredentials,
      );
    }
    return { account, ...(await attempt.succeeded()) };
  }

  return {
    async register(
      input: RegisterInput,
      locale: EmailLocale,
      caller: Caller,
    ): Promise<ClientSession> {
      const email = normaliseEmail(input.email);
      const name = input.name.trim();
      const lastName = input.lastName.trim();
      const errors = accountFormErrors(input);
      if (await clients.findByEmail(email)) errors['email'] = [serverTexts.auth.emailTaken];
      if (Object.keys(errors).length > 0) throw new InvalidFieldsError(errors);
      await limiter.hit(ACCOUNT_LIMITS.registerPerAddress, addressSubject(caller.address));

      let client: ClientWithWeddings;
      try {
        client = await clients.create({
          email,
          passwordHash: await hashPassword(input.password),
          name,
          lastName,
          verified: false,
          externalAuth: null,
          googleSubject: null,
        });
      } catch (error) {
        if (error instanceof DuplicateEmailError)
          throw new InvalidFieldsError({ email: [serverTexts.auth.emailTaken] });
        throw error;
      }
      await sendVerification(client, locale);
      return session(client, serverTexts.auth.registered);
    },

    async login(credentials: Credentials, caller: Caller): Promise<ClientSession> {
      const { account, deviceToken } = await checkPassword(
        'client',
        credentials,
        caller,
        clients.findByEmail,
      );
      // An unverified client signs in too: the app holds them on the unverified screen.
      return { ...(await session(account, serverTexts.auth.loggedIn)), deviceToken };
    },

    async adminLogin(
      credentials: Credentials,
      caller: Caller,
    ): Promise<{ message: LocalizedText; admin: AdminDto; token: string; deviceToken: string }> {
      const { account: admin, deviceToken } = await checkPassword(
        'admin',
        credentials,
        caller,
        staff.findAdminByEmail,
      );
      return {
        message: serverTexts.auth.loggedIn,
        admin: toAdminDto(admin),
        deviceToken,
        token: await deps.signAccessToken({
          role: 'admin',
          id: admin.id,
          version: admin.tokenVersion,
        }),
      };
    },

    async promoterLogin(credentials: Credentials, caller: Caller) {
      const { account: promoter, deviceToken } = await checkPassword(
        'promoter',
        credentials,
        caller,
        staff.findPromoterByEmail,
      );
      return {
        message: serverTexts.auth.loggedIn,
        deviceToken,
        promoter: toPromoterDetailDto(await staff.promoterWithCodes(promoter)),
        token: await deps.signAccessToken({
          role: 'promoter',
          id: promoter.id,
          version: promoter.tokenVersion,
        }),
      };
    },

    async googleAuthRedirect(): Promise<{ url: string }> {
      if (!deps.google) throw new UnavailableError(serverTexts.auth.googleNotConfigured);
      try {
        return { url: await deps.google.authorizationUrl() };
      } catch (error) {
        if (error instanceof GoogleSignInError)
          throw new UnavailableError(serverTexts.auth.googleUnavailable, { cause: error });
        throw error;
      }
    },

    async googleVerification(input: { code: string; state: string }): Promise<ClientSession> {
      if (!deps.google) throw new UnavailableError(serverTexts.auth.googleNotConfigured);
      let identity: GoogleIdentity;
      try {
        identity = await deps.google.verify(input);
      } catch (error) {
        if (!(error instanceof GoogleSignInError)) throw error;
        if (error.reason === 'provider-unreachable')
          throw new UnavailableError(serverTexts.auth.googleUnavailable, { cause: error });
        if (error.reason === 'invalid-state')
          throw new InvalidFieldsError(
            { state: [serverTexts.auth.googleExpired] },
            serverTexts.auth.googleExpired,
          );
        throw new InvalidFieldsError(
          { code: [serverTexts.auth.googleFailed] },
          serverTexts.auth.googleFailed,
        );
      }
      return session(await googleClient(identity), serverTexts.auth.loggedIn);
    },

    async verifyClient(token: string): Promise<{ message: LocalizedText; client: ClientDto }> {
      const tokenHash = hashOneTimeToken(token);
      const clientId = await tokens.consumeVerification(tokenHash);
      if (clientId === null) {
        // A link opened twice (or a second link after the first) finds the account verified: say so
        // instead of refusing.
        const ownerId = await tokens.ownerOf(tokenHash, 'verification');
        const owner = ownerId === null ? null : await clients.findById(ownerId);
        if (owner?.verified)
          return { message: serverTexts.auth.alreadyVerified, client: toClientDto(owner) };
        return refuseToken('verification', tokenHash);
      }
      const client = await clients.findById(clientId);
      if (!client) return refuseToken('verification', tokenHash);
      return { message: serverTexts.auth.verified, client: toClientDto(client) };
    },

    async resendVerification(
      clientId: number,
      locale: EmailLocale,
      caller: Caller,
    ): Promise<{ message: LocalizedText }> {
      const client = await clients.findById(clientId);
      if (!client) throw new UnauthenticatedError();
      if (client.verified) {
        throw new ConflictError(serverTexts.auth.alreadyVerified, { code: 'already_verified' });
      }
      await limiter.hit(ACCOUNT_LIMITS.verificationPerAccount, String(client.id));
      await limiter.hit(ACCOUNT_LIMITS.verificationPerAddress, addressSubject(caller.address));
      await sendVerification(client, locale);
      return { message: serverTexts.auth.verificationSent };
    },

    /**
     * Answers the same whether or not the email has an account, and in about the same time (the
     * email is sent by a job, after the answer); the limits count the email asked for, whoever owns it.
     */
    async sendResetLink(
      emailInput: string,
      locale: EmailLocale,
      caller: Caller,
    ): Promise<{ message: LocalizedText }> {
      const email = normaliseEmail(emailInput);
      await limiter.hit(ACCOUNT_LIMITS.resetLinkPerEmail, email);
      await limiter.hit(ACCOUNT_LIMITS.resetLinkPerAddress, addressSubject(caller.address));
      const client = await clients.findByEmail(email);
      // Queued only for an account: the job carries its id, never the address asked for.
      if (client) await jobs.send('reset-link-email', { clientId: client.id, locale });
      return { message: serverTexts.auth.resetLinkSent };
    },

    async resetPassword(input: {
      token: string;
      password: string;
      passwordConfirmation: string;
    }): Promise<ClientSession> {
      const errors = accountFormErrors(input);
      if (Object.keys(errors).length > 0) throw new InvalidFieldsError(errors);
      const tokenHash = hashOneTimeToken(input.token);
      const clientId = await tokens.consumeReset(tokenHash, await hashPassword(input.password));
      if (clientId === null) return refuseToken('reset', tokenHash);
      const client = await clients.findById(clientId);
      if (!client) return refuseToken('reset', tokenHash);
      // The owner proved the email: earlier failures no longer lock the account.
      await loginLimits.forgive('client', client.email);
      return session(client, serverTexts.auth.passwordReset);
    },
  };

  /** The client for a Google identity: by Google subject, else by email (linked), else a new one. */
  async function googleClient(identity: GoogleIdentity): Promise<ClientWithWeddings> {
    const bySubject = await clients.findByGoogleSubject(identity.subject);
    if (bySubject) {
      if (identity.emailVerified && !bySubject.verified && bySubject.email === identity.email) {
        return (await clients.markVerified(bySubject.id)) ?? bySubject;
      }
      return bySubject;
    }
    if (!identity.email)
      throw new InvalidFieldsError(
        { code: [serverTexts.auth.googleNoEmail] },
        serverTexts.auth.googleNoEmail,
      );
    const byEmail = await clients.findByEmail(identity.email);
    if (byEmail) {
      // Linking takes over an account by its email: only when Google vouches for that email.
      if (!identity.emailVerified)
        throw new InvalidFieldsError(
          { code: [serverTexts.auth.googleEmailUnverified] },
          serverTexts.auth.googleEmailUnverified,
        );
      return (await clients.linkGoogle(byEmail.id, identity.subject, true)) ?? byEmail;
    }
    try {
      return await clients.create({
        email: identity.email,
        passwordHash: null,
        name: identity.givenName,
        lastName: identity.familyName,
        verified: identity.emailVerified,
        externalAuth: 'google',
        googleSubject: identity.subject,
      });
    } catch (error) {
      // Created by a parallel request with the same identity: use that one.
      if (error instanceof DuplicateEmailError) {
        const created = await clients.findByGoogleSubject(identity.subject);
        if (created) return created;
      }
      throw error;
    }
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
