import type { Database, Queryable } from '../../db/client';
import type { Passwords } from '../../lib/passwords';
import type { AccountTokensRepository } from '../sign-in/account-tokens/account-tokens.repository';
import type { RefreshTokensService } from '../sign-in/oauth/refresh-tokens.service';
import type { SignInThrottle } from '../sign-in/throttle/sign-in-throttle.service';
import type { AccountLimiter } from './account-limits';
import type { AccountMailer } from './account-mailer';
import type { AccountsRepository } from './accounts.repository';

/** What the services behind account links are built from (accounts.module.ts gives each the same). */
export type AccountLinkDeps = {
  db: Database;
  passwords: Passwords;
  accountsRepository: AccountsRepository;
  /** The token repository bound to a transaction (or the database). */
  accountTokensFor: (q: Queryable) => AccountTokensRepository;
  limits: AccountLimiter;
  signInThrottle: Pick<SignInThrottle, 'limitAddress'>;
  mailer: AccountMailer;
  refreshTokensService: Pick<RefreshTokensService, 'revokeAllForPlayer'>;
  afterCommit: () => void;
};
