import type { Database, Queryable } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Passwords } from '../../lib/passwords';
import type { AccountTokensRepository } from '../sign-in/account-tokens/account-tokens.repository';
import type { MessagesModule } from '../messages/messages.module';
import type { MetadataRepository } from '../metadata/metadata.repository';
import type { RefreshTokensService } from '../sign-in/oauth/refresh-tokens.service';
import type { PlayersRepository } from '../sign-in/players/players.repository';
import type { RateLimitRepository } from '../rate-limits/rate-limit.repository';
import type { SignInThrottle } from '../sign-in/throttle/sign-in-throttle.service';
import type { TenantsRepository } from '../tenants/tenants.repository';
import { createCallerOf } from './account-caller';
import { createAccountDeletionService } from './account-deletion.service';
import { ACCOUNT_LIMITS, createAccountLimits, type AccountLimits } from './account-limits';
import { createAccountLinksService } from './account-links.service';
import { createAccountMailer } from './account-mailer';
import { createAccountSettings } from './account-settings';
import type { AccountsRepository } from './accounts.repository';
import { createContactChangesService } from './contact-changes.service';
import { createSignUpService } from './sign-up.service';

/** Player accounts, built once by the composition root (app.ts, composition/) from what it already has. */
export function createAccountsModule(deps: {
  db: Database;
  accountsRepository: AccountsRepository;
  accountTokensFor: (q: Queryable) => AccountTokensRepository;
  playersRepository: PlayersRepository;
  metadataRepository: MetadataRepository;
  tenantsRepository: TenantsRepository;
  rateLimitRepository: RateLimitRepository;
  signInThrottle: SignInThrottle;
  passwords: Passwords;
  refreshTokensService: RefreshTokensService;
  messages: Pick<MessagesModule, 'outboxRepository' | 'worker' | 'enabled'>;
  /** Where a link request's mail work runs after its reply; the app waits for it on close. */
  background: Pick<BackgroundTasks, 'run'>;
  /** Overrides of ACCOUNT_LIMITS (the per-address one comes from config). */
  limits?: Partial<AccountLimits>;
}) {
  const { accountsRepository, accountTokensFor } = deps;
  const accountSettings = createAccountSettings(deps);
  const limits = createAccountLimits({
    rateLimitRepository: deps.rateLimitRepository,
    limits: { ...ACCOUNT_LIMITS, ...deps.limits },
  });
  const mailer = createAccountMailer({
    outboxRepository: deps.messages.outboxRepository,
    enabled: deps.messages.enabled,
  });
  const afterCommit = () => deps.messages.worker.kick();
  const shared = {
    db: deps.db,
    passwords: deps.passwords,
    accountsRepository,
    accountTokensFor,
    limits,
    mailer,
    afterCommit,
  };
  const contactChangesService = createContactChangesService({
    ...shared,
    signInThrottle: deps.signInThrottle,
    refreshTokensService: deps.refreshTokensService,
  });
  const accountLinksService = createAccountLinksService({
    ...shared,
    signInThrottle: deps.signInThrottle,
    refreshTokensService: deps.refreshTokensService,
    contactChanges: contactChangesService,
    background: deps.background,
  });
  return {
    accountSettings,
    accountLinksService,
    contactChangesService,
    callerOf: createCallerOf({ tenantDomains: (id) => deps.tenantsRepository.domainsOf(id) }),
    signUpService: createSignUpService({ ...shared, accountSettings, signInThrottle: deps.signInThrottle }),
    accountDeletionService: createAccountDeletionService({
      ...shared,
      accountSettings,
      playersRepository: deps.playersRepository,
      refreshTokensService: deps.refreshTokensService,
    }),
  };
}
export type AccountsModule = ReturnType<typeof createAccountsModule>;
