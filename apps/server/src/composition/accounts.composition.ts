import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { BackgroundTasks } from '../lib/background-tasks';
import { createAccountTokensRepository } from '../modules/sign-in/account-tokens/account-tokens.repository';
import { createAccountsModule } from '../modules/accounts/accounts.module';
import { createAccountsRepository } from '../modules/accounts/accounts.repository';
import { accountsRoutes } from '../modules/accounts/accounts.routes';
import type { MessagesModule } from '../modules/messages/messages.module';
import { profileChangesRoutes } from '../modules/profile/profile-changes.routes';
import { createProfileChangesRepository } from '../modules/profile/profile-changes.repository';
import { createProfileChangesService } from '../modules/profile/profile-changes.service';
import type { CmsProfileReader } from '../modules/profile/cms-profile-reader';
import type { CoreRepositories } from './core-repositories.composition';
import type { SignIn } from './sign-in.composition';

/** Player accounts: sign-up, confirmation, recovery, linked identities, deletion. */
export function createAccounts(deps: {
  db: Database;
  config: Pick<Config, 'accountRequestsPerAddress'>;
  core: CoreRepositories;
  signIn: SignIn;
  messages: MessagesModule;
  background: BackgroundTasks;
}) {
  const { db, core, signIn } = deps;
  return createAccountsModule({
    db,
    accountsRepository: createAccountsRepository(db),
    accountTokensFor: createAccountTokensRepository,
    playersRepository: core.playersRepository,
    metadataRepository: core.metadataRepository,
    tenantsRepository: core.tenantsRepository,
    rateLimitRepository: core.rateLimitRepository,
    signInThrottle: signIn.signInThrottle,
    passwords: signIn.passwords,
    refreshTokensService: signIn.refreshTokensService,
    messages: deps.messages,
    background: deps.background,
    limits: { perAddress: deps.config.accountRequestsPerAddress },
  });
}
export type Accounts = ReturnType<typeof createAccounts>;

export async function registerAccountRoutes(
  app: FastifyInstance,
  {
    db,
    core,
    signIn,
    accounts,
    profileReader,
  }: {
    db: Database;
    core: CoreRepositories;
    signIn: SignIn;
    accounts: Accounts;
    profileReader: CmsProfileReader;
  },
) {
  await app.register(profileChangesRoutes, {
    profileChangesService: createProfileChangesService({
      playersRepository: core.playersRepository,
      profileChangesRepository: createProfileChangesRepository(db),
      signInThrottle: signIn.signInThrottle,
      passwords: signIn.passwords,
      refreshTokensService: signIn.refreshTokensService,
      accountSettings: accounts.accountSettings,
      accountLinksService: accounts.accountLinksService,
      contactChanges: accounts.contactChangesService,
      profileRepository: profileReader,
      cmsProfile: profileReader,
    }),
    callerOf: accounts.callerOf,
  });
  await app.register(accountsRoutes, accounts);
}
