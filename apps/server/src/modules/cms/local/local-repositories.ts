import { createUnitOfWork, type Database, type Queryable } from '../../../db/client';
import { createIdempotencyRepository } from './idempotency.repository';
import { createLedgerRepository } from './ledger.repository';
import { createOffersRepository } from './offers.repository';
import { createRewardsRepository } from './rewards.repository';
import { createTiersRepository } from '../../tiers/tiers.repository';
import { createRatedPlayRepository } from './rated-play.repository';
import { createRewardsStatementRepository } from './rewards-statement.repository';

/** The repositories of the local connector, all bound to one handle (the pool or a transaction). */
export function bindLoyaltyRepositories(q: Queryable) {
  return {
    ledger: createLedgerRepository(q),
    offers: createOffersRepository(q),
    rewards: createRewardsRepository(q),
    tiers: createTiersRepository(q),
    idempotency: createIdempotencyRepository(q),
    ratedPlay: createRatedPlayRepository(q),
    rewardsStatement: createRewardsStatementRepository(q),
  };
}
export type LoyaltyRepositories = ReturnType<typeof bindLoyaltyRepositories>;

export function createLoyaltyUnitOfWork(db: Database) {
  return createUnitOfWork(db, bindLoyaltyRepositories);
}
export type LoyaltyUnitOfWork = ReturnType<typeof createLoyaltyUnitOfWork>;
