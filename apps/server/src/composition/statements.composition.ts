import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { Passwords } from '../lib/passwords';
import type { CmsRegistry } from '../modules/cms/cms-registry';
import type { CmsProfileReader } from '../modules/profile/cms-profile-reader';
import type { SignInThrottle } from '../modules/sign-in/throttle/sign-in-throttle.service';
import { createRewardsStatementService } from '../modules/statements/rewards-statement.service';
import { createStatementHeaders } from '../modules/statements/statement-header';
import { createStatementPdfRenderer } from '../modules/statements/statement-pdf-renderer';
import { statementsRoutes } from '../modules/statements/statements.routes';
import { createStepUpRepository } from '../modules/statements/step-up.repository';
import { createWinLossService } from '../modules/statements/win-loss.service';
import type { CoreRepositories } from './core-repositories.composition';

/**
 * The rewards statement and the win/loss statement behind its fresh identity check
 * (docs/design.md#casino-management-system-connector).
 */
export async function registerStatements(
  app: FastifyInstance,
  deps: {
    db: Database;
    core: CoreRepositories;
    cms: CmsRegistry;
    signInThrottle: SignInThrottle;
    passwords: Passwords;
    profileReader: Pick<CmsProfileReader, 'findJson'>;
  },
) {
  const { cms, core } = deps;
  const pdfRenderer = createStatementPdfRenderer();
  const headers = createStatementHeaders({
    metadataRepository: core.metadataRepository,
    profileReader: deps.profileReader,
  });
  app.addHook('onClose', () => pdfRenderer.close());
  await app.register(statementsRoutes, {
    rewardsStatementService: createRewardsStatementService({
      cms,
      playersRepository: core.playersRepository,
      pdfRenderer,
      headers,
    }),
    winLossService: createWinLossService({
      cms,
      playersRepository: core.playersRepository,
      metadataRepository: core.metadataRepository,
      stepUpRepository: createStepUpRepository(deps.db),
      signInThrottle: deps.signInThrottle,
      pdfRenderer,
      headers,
      passwords: deps.passwords,
    }),
  });
}
