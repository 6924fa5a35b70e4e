import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ExternalSignUpBody, LinkSocialAccountBody, LinkSocialAccountResponse } from '@patron/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { players } from '../../../db/schema/index';
import {
  ConflictError,
  NotFoundError,
  ServiceUnavailableError,
  UnauthorizedError,
  ValidationError,
} from '../../../lib/errors';
import type { Passwords } from '../../../lib/passwords';
import { isIdentityVerificationError } from '../identity/identity-error';
import { isUniqueViolation, type PlayerIdentitiesRepository } from '../identity/player-identities.repository';
import type { SocialProvider, SocialVerifier } from '../identity/social-verifier';
import type { PlayerRow, PlayersRepository } from '../players/players.repository';
import type { SignInThrottle } from '../throttle/sign-in-throttle.service';

const LABELS: Record<SocialProvider, string> = { facebook: 'Facebook', google: 'Google' };
const WRONG_PIN = 'The patron number or PIN is incorrect.';
const WRONG_ACCOUNT = 'The patron number, email or password is incorrect.';
export const WRONG_CURRENT_SECRET = 'The current password or PIN is incorrect.';

type Caller = { tenantId: string; address: string };
export type ExternalSignUpOutcome = { username: string; created: boolean };

export function createExternalAuthService(deps: {
  passwords: Passwords;
  db: Database;
  playersRepository: PlayersRepository;
  playerIdentities: PlayerIdentitiesRepository;
  signInThrottle: Pick<SignInThrottle, 'attempt' | 'limitAddress'>;
  verifiers: Record<SocialProvider, SocialVerifier>;
  log: FastifyBaseLogger;
}) {
  /** Deleted accounts keep their username until masked: it stays taken (no 500 on the unique key). */
  const usernameTaken = async (tenantId: string, username: string): Promise<boolean> => {
    const rows = await deps.db
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.tenantId, tenantId), sql`lower(${players.username}) = lower(${username})`))
      .limit(1);
    return rows.length > 0;
  };

  const findByEmail = async (tenantId: string, email: string): Promise<PlayerRow | undefined> => {
    const rows = await deps.db
      .select()
      .from(players)
      .where(
        and(
          eq(players.tenantId, tenantId),
          sql`lower(${players.email}) = lower(${email})`,
          isNull(players.deletedAt),
        ),
      )
      .limit(1);
    return rows[0];
  };

  /** Runs a secret check through S1's lockout so it counts against the account and the address. */
  const checkSecret = async (
    caller: Caller,
    player: PlayerRow | undefined,
    hash: string | null | undefined,
    secret: string,
  ) =>
    deps.signInThrottle.attempt(
      { tenantId: caller.tenantId, playerId: player?.id, address: caller.address },
      async () => {
        if (!hash) {
          await deps.passwords.burnVerifyTime(secret);
          return false;
        }
        return deps.passwords.verifySecret(hash, secret);
      },
    );

  return {
    /**
     * docs/product.md#accounts external sign-up: an unverified player, username = email, a fresh patron id. A
     * taken e-mail (or a username spelled like it) creates nothing and is reported as `created: false`,
     * for the caller to answer it exactly as a new one. The password is hashed either way, so the
     * answer takes as long.
     */
    async signUp({ tenantId, address }: Caller, body: ExternalSignUpBody): Promise<ExternalSignUpOutcome> {
      // Hashing the new password is argon2 work: the same per-address rate as a sign-in.
      await deps.signInThrottle.limitAddress(address);
      const email = body.email.trim();
      const passwordHash = await deps.passwords.hashSecret(body.password);
      const taken = { username: email, created: false } as const;
      if ((await findByEmail(tenantId, email)) || (await usernameTaken(tenantId, email))) return taken;
      for (let tries = 0; tries < 5; tries += 1) {
        const patronId = String(randomInt(90_000_000, 100_000_000));
        try {
          await deps.db.insert(players).values({
            tenantId,
            patronId,
            username: email,
            passwordHash,
            email,
            phone: body.phone ?? null,
            firstName: body.firstName,
            lastName: body.lastName,
            isVerified: false,
            addressLine1: body.address1 ?? null,
            addressLine2: body.address2 ?? null,
            city: body.city ?? null,
            zipCode: body.postalCode ?? null,
            countryId: body.countryId == null ? null : String(body.countryId),
            stateId: body.stateId == null ? null : String(body.stateId),
            birthdate: body.birthday,
            mailAllowed: body.mailAllowed ?? false,
          });
          deps.log.info({ tenantId, patronId }, 'external sign-up');
          return { username: email, created: true };
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          // The username (email) raced another sign-up; a patron id collision just retries.
          if (await usernameTaken(tenantId, email)) return taken;
        }
      }
      throw new Error('could not allocate a patron id');
    },

    async validate(caller: Caller, patronNumber: string, pin: string) {
      const player = await deps.playersRepository.findByPatronId(caller.tenantId, patronNumber);
      if (!(await checkSecret(caller, player, player?.pinHash, pin)) || !player)
        throw new ValidationError(WRONG_PIN);
      return { valid: true as const, firstName: player.firstName };
    },

    /** linkWithOkta: the account is proven by patron number, email and password (docs/product.md#sign-in). */
    async proveAccount(caller: Caller, input: { patronNumber: string; email: string; password: string }) {
      const found = await deps.playersRepository.findByPatronId(caller.tenantId, input.patronNumber);
      const player = found && found.email?.toLowerCase() === input.email.toLowerCase() ? found : undefined;
      if (!(await checkSecret(caller, player, player?.passwordHash, input.password)) || !player)
        throw new ValidationError(WRONG_ACCOUNT);
      return player;
    },

    /** The current password or PIN is checked first, so a stolen access token cannot add a way in. */
    async linkSocial(
      caller: Caller,
      patronId: string,
      provider: SocialProvider,
      body: LinkSocialAccountBody,
    ): Promise<LinkSocialAccountResponse> {
      const { tenantId } = caller;
      const player = await deps.playersRepository.findByPatronId(tenantId, patronId);
      if (!player) throw new UnauthorizedError();
      const [hash, secret] =
        body.password !== undefined ? [player.passwordHash, body.password] : [player.pinHash, body.pin ?? ''];
      if (!(await checkSecret(caller, player, hash, secret))) throw new ValidationError(WRONG_CURRENT_SECRET);
      const identity = await deps.verifiers[provider]
        .verify({ accessToken: body.access_token, userId: body.user_id })
        .catch((error: unknown) => {
          if (!isIdentityVerificationError(error)) throw error;
          if (error.reason === 'provider_unavailable' || error.reason === 'provider_misconfigured')
            throw new ServiceUnavailableError(
              `${LABELS[provider]} could not be reached; please try again later.`,
            );
          throw new ValidationError(`The ${LABELS[provider]} profile could not be verified.`);
        });
      await deps.playerIdentities
        .link({
          tenantId,
          playerId: player.id,
          provider,
          providerUserId: identity.providerUserId,
          email: identity.email,
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error))
            throw new ConflictError(`This ${LABELS[provider]} profile is linked to another account.`);
          throw error;
        });
      return flags(await deps.playersRepository.findById(tenantId, player.id));
    },

    async unlinkIdp(tenantId: string, patronId: string, idp: string): Promise<void> {
      const player = await deps.playersRepository.findByPatronId(tenantId, patronId);
      if (!player) throw new UnauthorizedError();
      if (!(await deps.playerIdentities.unlink(tenantId, player.id, idp)))
        throw new NotFoundError('No identity provider account is linked to this account.');
    },

    async unlinkSocial(
      tenantId: string,
      patronId: string,
      provider: SocialProvider,
    ): Promise<LinkSocialAccountResponse> {
      const player = await deps.playersRepository.findByPatronId(tenantId, patronId);
      if (!player) throw new UnauthorizedError();
      if (!(await deps.playerIdentities.unlink(tenantId, player.id, provider)))
        throw new NotFoundError(`No ${LABELS[provider]} profile is linked to this account.`);
      return flags(await deps.playersRepository.findById(tenantId, player.id));
    },
  };
}
export type ExternalAuthService = ReturnType<typeof createExternalAuthService>;

const flags = (player: PlayerRow | undefined): LinkSocialAccountResponse => ({
  hasFacebookProfile: player?.hasFacebookProfile ?? false,
  hasGoogleProfile: player?.hasGoogleProfile ?? false,
});
