import { lastKnownOf } from '../cms/cms-last-known';
import {
  gameCategoryOf,
  type Language,
  STEP_UP_TTL_SECONDS,
  type StepUpToken,
  winLossDisclaimerSchema,
  type WinLossStatement,
  type winLossUnlockBodySchema,
  winLossYearSchema,
} from '@patron/contracts';
import type { z } from 'zod';
import { ForbiddenError, ValidationError } from '../../lib/errors';
import type { Passwords } from '../../lib/passwords';
import type { CmsRegistry } from '../cms/cms-registry';
import type { MetadataRepository } from '../metadata/metadata.repository';
import type { PlayersRepository } from '../sign-in/players/players.repository';
import type { SignInThrottle } from '../sign-in/throttle/sign-in-throttle.service';
import { statementTexts } from './statement-texts';
import { loadPlayer, type StatementCaller } from './statements-context';
import type { StatementHeaders } from './statement-header';
import type { StatementPdfRenderer } from './statement-pdf-renderer';
import type { StepUpRepository } from './step-up.repository';

export class StepUpRequiredError extends ForbiddenError {
  constructor() {
    super('Confirm your password or PIN to see your win/loss statement.');
  }
}
export class WrongSecretError extends ForbiddenError {
  constructor() {
    super('The password or PIN is incorrect.');
  }
}

/** `2025` or `2025.pdf` from the path; a year after this one is refused like a malformed one. */
export function parseYearParam(param: string, now: Date): { year: number; pdf: boolean } {
  const match = /^(.*?)(\.pdf)?$/.exec(param);
  const year = winLossYearSchema.safeParse(match?.[1] ?? '');
  if (!year.success || !/^\d{4}$/.test(match?.[1] ?? '')) {
    throw new ValidationError(
      year.success ? 'The year must have four digits.' : year.error.issues[0]!.message,
    );
  }
  if (year.data > now.getUTCFullYear()) throw new ValidationError('The year must not be in the future.');
  return { year: year.data, pdf: Boolean(match?.[2]) };
}

/**
 * docs/design.md#casino-management-system-connector win/loss: rated play per calendar year, an estimate with
 * the property's disclaimer, released only to a step-up token that the player earned by typing a password or
 * PIN again.
 */
export function createWinLossService(deps: {
  passwords: Passwords;
  cms: CmsRegistry;
  playersRepository: PlayersRepository;
  metadataRepository: MetadataRepository;
  stepUpRepository: StepUpRepository;
  signInThrottle: SignInThrottle;
  pdfRenderer: Pick<StatementPdfRenderer, 'render'>;
  headers: StatementHeaders;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function disclaimer(tenantId: string, language: Language): Promise<string> {
    const found = await deps.metadataRepository.findByTypes(tenantId, ['WorksReport']);
    const report = found.get('WorksReport') as { disclaimer?: unknown } | undefined;
    const parsed = winLossDisclaimerSchema.safeParse(report?.disclaimer);
    const fallback = statementTexts(language).defaultDisclaimer;
    if (!parsed.success) return fallback;
    if (typeof parsed.data === 'string') return parsed.data;
    return parsed.data[language] ?? parsed.data['en-US'] ?? fallback;
  }

  async function statement(caller: StatementCaller, year: number, stepUp: string | undefined) {
    const player = await loadPlayer(deps.playersRepository, caller);
    const at = now();
    const holder = stepUp ? await deps.stepUpRepository.holder(caller.tenantId, stepUp, at) : null;
    if (!holder || holder !== player.key.playerId) throw new StepUpRequiredError();
    const period = { from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)) };
    const cms = await deps.cms.forTenant(player.key.tenantId);
    const stats = await cms.getStatistics(player.key, period);
    const byGameType = stats.byGameType.map((g) => ({
      gameType: g.gameType,
      category: gameCategoryOf(g.gameType),
      sessions: g.sessions,
      played: g.played,
      won: g.won,
      net: g.won - g.played,
    }));
    const sum = (pick: (g: (typeof byGameType)[number]) => number) =>
      byGameType.reduce((s, g) => s + pick(g), 0);
    const answer: WinLossStatement = {
      year,
      estimate: true,
      disclaimer: await disclaimer(caller.tenantId, caller.language),
      totals: stats.totals
        ? { ...stats.totals, net: stats.totals.won - stats.totals.played }
        : {
            sessions: sum((g) => g.sessions),
            played: sum((g) => g.played),
            won: sum((g) => g.won),
            net: sum((g) => g.net),
          },
      byGameType,
      years: stats.years,
      player: { name: `${player.row.firstName} ${player.row.lastName}`, patronId: player.row.patronId },
      property: caller.tenantName,
      generatedAt: at.toISOString(),
      ...lastKnownOf(stats),
    };
    return { answer, row: player.row, at, key: player.key };
  }

  return {
    /** Checks the password or PIN through the sign-in throttle; wrong ones count toward its lock. */
    async unlock(
      caller: StatementCaller,
      input: z.output<typeof winLossUnlockBodySchema>,
    ): Promise<StepUpToken> {
      const player = await loadPlayer(deps.playersRepository, caller);
      const [hash, given] =
        'password' in input ? [player.row.passwordHash, input.password] : [player.row.pinHash, input.pin];
      const ok = await deps.signInThrottle.attempt(
        { tenantId: caller.tenantId, playerId: player.key.playerId, address: caller.address },
        async () => (hash ? deps.passwords.verifySecret(hash, given) : false),
      );
      if (!ok) throw new WrongSecretError();
      const token = await deps.stepUpRepository.issue(player.key, now(), STEP_UP_TTL_SECONDS);
      return { token, expiresIn: STEP_UP_TTL_SECONDS };
    },

    async year(caller: StatementCaller, year: number, stepUp: string | undefined): Promise<WinLossStatement> {
      return (await statement(caller, year, stepUp)).answer;
    },

    async pdf(caller: StatementCaller, year: number, stepUp: string | undefined): Promise<Buffer> {
      const { answer, row, at, key } = await statement(caller, year, stepUp);
      return deps.pdfRenderer.render(`${key.tenantId}:${key.playerId}`, {
        kind: 'winLoss',
        header: await deps.headers(caller, row, at),
        statement: answer,
      });
    },

    parseYear: (param: string) => parseYearParam(param, now()),
  };
}
export type WinLossService = ReturnType<typeof createWinLossService>;
