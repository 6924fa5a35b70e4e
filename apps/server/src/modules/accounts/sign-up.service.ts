import { randomInt } from 'node:crypto';
import {
  ACCOUNT_PAGES,
  ACCOUNT_TOKEN_TTL_MINUTES,
  SIGN_UP_MESSAGES,
  confirmEmailLink,
  signUpBodySchemaFor,
  type AutoSignUpBody,
  type SignUpBody,
} from '@patron/contracts';
import type { Database, Queryable } from '../../db/client';
import { ConflictError, ForbiddenError, ValidationError } from '../../lib/errors';
import type { Passwords } from '../../lib/passwords';
import type { AccountTokensRepository } from '../sign-in/account-tokens/account-tokens.repository';
import { isUniqueViolation } from '../sign-in/identity/player-identities.repository';
import type { PlayerRow } from '../sign-in/players/players.repository';
import type { SignInThrottle } from '../sign-in/throttle/sign-in-throttle.service';
import type { AccountLimiter } from './account-limits';
import type { AccountCaller, AccountMailer } from './account-mailer';
import type { AccountSettingsReader } from './account-settings';
import type { AccountsRepository, NewPlayer } from './accounts.repository';
import { createCmsPlayerProof } from './cms-player-proof';
import { phoneE164 } from '../../lib/phone-e164';

export const UNKNOWN_CLIENT = 'hash: Wrong value.';
/** autoSignUp's one answer to every failure to prove a CMS player, so it tells no externalId apart. */
export const NOT_A_CLUB_MEMBER = 'The details do not match a club member without an online account.';
const CONFIRM_TTL_SECONDS = ACCOUNT_TOKEN_TTL_MINUTES.confirmEmail * 60;

const today = (now: Date) => now.toISOString().slice(0, 10);
const text = (value: string | number | null | undefined) =>
  value === undefined || value === null || value === '' ? null : String(value);

/**
 * docs/design.md#account-calls sign-up, check and autoSignUp. Sign-up answers the same whether or not the
 * e-mail or username is taken: a taken one gets an e-mail telling its owner, so nobody learns who has an
 * account from the answer.
 */
export function createSignUpService(deps: {
  passwords: Passwords;
  db: Database;
  accountsRepository: AccountsRepository;
  accountTokensFor: (q: Queryable) => AccountTokensRepository;
  accountSettings: AccountSettingsReader;
  limits: AccountLimiter;
  signInThrottle: Pick<SignInThrottle, 'limitAddress' | 'attempt'>;
  mailer: AccountMailer;
  afterCommit: () => void;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const repo = deps.accountsRepository;
  const proves = createCmsPlayerProof(deps);

  async function sendConfirmation(
    tx: Queryable,
    caller: AccountCaller,
    player: PlayerRow,
    email: string,
    payload?: Record<string, string>,
  ) {
    const token = await deps.accountTokensFor(tx).issue({
      tenantId: caller.tenant.id,
      playerId: player.id,
      purpose: 'confirm_email',
      ttlSeconds: CONFIRM_TTL_SECONDS,
      ...(payload ? { payload } : {}),
    });
    await deps.mailer.email(tx, 'confirm-email', {
      caller,
      playerId: player.id,
      playerLanguage: player.language,
      recipient: email,
      facts: {
        link: confirmEmailLink(caller.origin, { hash: caller.tenant.clientHash, token }),
        minutes: ACCOUNT_TOKEN_TTL_MINUTES.confirmEmail,
      },
    });
  }

  /** Tells the owner of a taken e-mail (or the joiner, for a taken username), rate limited. */
  async function notifyTaken(caller: AccountCaller, email: string, username: string | undefined) {
    if (!(await deps.limits.allowMessage(caller.tenant.id, 'taken', email))) return;
    const kind = username ? 'username-taken' : 'already-registered';
    const page = username ? ACCOUNT_PAGES.signUp : ACCOUNT_PAGES.forgotPassword;
    await deps.mailer.email(deps.db, kind, {
      caller,
      playerId: null,
      recipient: email,
      facts: { link: `${caller.origin}${page}`, ...(username ? { username } : {}) },
    });
    deps.afterCommit();
  }

  /** A fresh random patron id; looked up first, as a collision inside the transaction would abort it. */
  async function insertWithPatronId(tx: Queryable, row: Omit<NewPlayer, 'patronId'>): Promise<PlayerRow> {
    for (let tries = 0; tries < 5; tries += 1) {
      const patronId = String(randomInt(90_000_000, 100_000_000));
      if (!(await repo.patronIdTaken(tx, row.tenantId, patronId)))
        return repo.insert(tx, { ...row, patronId });
    }
    throw new Error('could not allocate a patron id');
  }

  return {
    async signUp(caller: AccountCaller, raw: unknown): Promise<void> {
      await deps.limits.limitAddress(caller.address);
      const settings = await deps.accountSettings(caller.tenant.id);
      if (!settings.signUpOptions.enabled) throw new ForbiddenError(SIGN_UP_MESSAGES.closed);
      deps.mailer.assertEnabled('email');
      const body: SignUpBody = signUpBodySchemaFor({
        fields: settings.signUpFields,
        options: settings.signUpOptions,
        terms: settings.terms,
        today: today(now()),
      }).parse(raw);
      const phone = phoneE164(text(body.phone), 'phone');
      // Hashing is argon2 work: the sign-in rate per address, and done for taken ones too (timing).
      await deps.signInThrottle.limitAddress(caller.address);
      const passwordHash = await deps.passwords.hashSecret(body.password);
      const asksUsername = settings.signUpFields.fields.some((f) => f.fieldName === 'username');
      const email = body.email.trim();
      const username = asksUsername && body.username ? body.username : email;

      if (await repo.findByEmail(caller.tenant.id, email)) return notifyTaken(caller, email, undefined);
      if (await repo.findAnyByUsername(caller.tenant.id, username))
        return notifyTaken(caller, email, asksUsername ? username : undefined);
      try {
        await deps.db.transaction(async (tx) => {
          const player = await insertWithPatronId(tx, {
            tenantId: caller.tenant.id,
            username,
            passwordHash,
            email,
            phone,
            firstName: body.firstName,
            lastName: body.lastName,
            birthdate: body.birthday,
            isVerified: false,
            addressLine1: text(body.address1),
            addressLine2: text(body.address2),
            city: text(body.city),
            stateId: text(body.stateId),
            zipCode: text(body.postalCode),
            countryId: text(body.countryId),
            mailAllowed: body.mailAllowed ?? false,
            emailOptIn: body.hasEmailOptInFlag ?? body.mailAllowed ?? false,
            smsOptIn: body.hasSmsOptInFlag ?? false,
            language: caller.language ?? null,
            termsVersion: body.termsAccepted ? settings.terms.version : null,
            termsAcceptedAt: body.termsAccepted ? now() : null,
          });
          await sendConfirmation(tx, caller, player, email);
        });
      } catch (error) {
        // The same username raced another sign-up between the look-up and the insert.
        if (!isUniqueViolation(error)) throw error;
        return notifyTaken(caller, email, asksUsername ? username : undefined);
      }
      deps.afterCommit();
    },

    /** The confirmation e-mail of an account made elsewhere (POST /api/externalAuth/signUp). */
    async sendConfirmationTo(caller: AccountCaller, username: string): Promise<void> {
      const player = await repo.findByLogin(caller.tenant.id, username);
      const email = player?.email;
      if (!player || !email || player.isVerified) return;
      await deps.db.transaction((tx) => sendConfirmation(tx, caller, player, email));
      deps.afterCommit();
    },

    /** The "already registered" e-mail for a taken address (POST /api/externalAuth/signUp). */
    async tellAlreadyRegistered(caller: AccountCaller, email: string): Promise<void> {
      await notifyTaken(caller, email, undefined);
    },

    /** GET check: whether the CMS player `externalId` already has an online account. */
    async check(caller: AccountCaller, q: { externalId: string; hash: string }) {
      await deps.limits.limitAddress(caller.address);
      if (q.hash !== caller.tenant.clientHash) throw new ValidationError(UNKNOWN_CLIENT);
      const player = await repo.findByExternalId(caller.tenant.id, q.externalId);
      return { exists: Boolean(player?.passwordHash) };
    },

    /**
     * An online account for a CMS player the host system knows. The client hash is public, so the
     * caller proves to be the player (cms-player-proof), and the account starts unverified. An
     * unknown externalId, a player already online and a failed proof get one answer.
     */
    async autoSignUp(caller: AccountCaller, body: AutoSignUpBody): Promise<{ username: string }> {
      await deps.limits.limitAddress(caller.address);
      if (body.hash !== caller.tenant.clientHash) throw new ValidationError(UNKNOWN_CLIENT);
      const phone = phoneE164(text(body.phone), 'phone');
      deps.mailer.assertEnabled('email');
      const found = await repo.findByExternalId(caller.tenant.id, body.externalId);
      const proven = await proves({ tenantId: caller.tenant.id, address: caller.address }, found, body);
      const player = proven && !found?.passwordHash ? found : undefined;
      if (!player) throw new ValidationError(NOT_A_CLUB_MEMBER);
      const other = await repo.findAnyByUsername(caller.tenant.id, body.username);
      if (other && other.id !== player.id) throw new ConflictError('username: This username is taken.');
      await deps.signInThrottle.limitAddress(caller.address);
      const passwordHash = await deps.passwords.hashSecret(body.password);
      const byCard = body.cardNumber !== undefined;
      try {
        await deps.db.transaction(async (tx) => {
          const claimed = await repo.claimOnline(tx, caller.tenant.id, player.id, {
            username: body.username,
            // An e-mail on record is no secret: the password works once the link sent to it is opened.
            passwordHash: byCard ? passwordHash : null,
            email: body.email,
            phone: phone ?? player.phone,
            emailOptIn: body.hasEmailOptInFlag ?? false,
            smsOptIn: body.hasSmsOptInFlag ?? false,
            isVerified: false,
            language: caller.language ?? player.language,
          });
          if (!claimed) throw new ValidationError(NOT_A_CLUB_MEMBER);
          await sendConfirmation(tx, caller, player, body.email, byCard ? undefined : { passwordHash });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError('username: This username is taken.');
        throw error;
      }
      deps.afterCommit();
      return { username: body.username };
    },
  };
}
export type SignUpService = ReturnType<typeof createSignUpService>;
