import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { LAST_KNOWN_MAX_AGE_MS } from '../modules/cms/cms-last-known';
import type { CmsReadCopiesRepository } from '../modules/cms/cms-read-copies.repository';
import type { LocalExpiryJob } from '../modules/cms/local/local-connector';
import type { LoyaltyUnitOfWork } from '../modules/cms/local/local-repositories';
import { createAccountMaskingTask } from '../modules/housekeeping/account-masking';
import { startHousekeeping } from '../modules/housekeeping/housekeeping';
import type { MessagesModule } from '../modules/messages/messages.module';
import type { CoreRepositories } from './core-repositories.composition';
import type { SignIn } from './sign-in.composition';

const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;
const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** Sent messages stay 30 days: the dev inbox shows them and the daily caps count the last 24 h. */
const OUTBOX_RETENTION_MS = 30 * 24 * 3600_000;

/** The periodic purges and expiries; they stop when the app closes. */
export function startHousekeepingTasks(
  app: FastifyInstance,
  deps: {
    db: Database;
    core: CoreRepositories;
    signIn: SignIn;
    loyalty: LoyaltyUnitOfWork;
    expiry: LocalExpiryJob;
    messages: MessagesModule;
    cmsCopies: CmsReadCopiesRepository;
  },
) {
  const { signIn, loyalty, expiry, messages } = deps;
  const maskDeletedAccounts = createAccountMaskingTask(deps.db);
  const housekeeping = startHousekeeping({
    intervalMs: HOUSEKEEPING_INTERVAL_MS,
    log: app.log,
    tasks: [
      { name: 'spent credentials', run: (now) => signIn.spentCredentials.purgeExpired(now) },
      { name: 'oidc auth requests', run: (now) => signIn.authRequests.purgeExpired(now) },
      { name: 'refresh tokens', run: (now) => signIn.refreshTokensRepository.purgeExpired(now) },
      {
        name: 'rate limit windows',
        run: (now) => deps.core.rateLimitRepository.purgeBefore(new Date(now.getTime() - 3600_000)),
      },
      { name: 'points and rewards expiry', run: async (now) => void (await expiry.expireDue(now)) },
      {
        name: 'idempotency answers',
        run: (now) => loyalty.read.idempotency.purgeOlderThan(new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
      },
      {
        name: 'casino-system copies',
        run: async (now) =>
          void (await deps.cmsCopies.purgeOlderThan(new Date(now.getTime() - LAST_KNOWN_MAX_AGE_MS))),
      },
      { name: 'account masking', run: async (now) => void (await maskDeletedAccounts(now)) },
      {
        name: 'outbox',
        run: (now) => messages.outboxRepository.purgeSettled(new Date(now.getTime() - OUTBOX_RETENTION_MS)),
      },
    ],
  });
  app.decorate('housekeeping', housekeeping);
  app.addHook('onClose', async () => housekeeping.stop());
}
