import type { Card, CardStatus, CompType, HistoryEntry, Player, StopCode } from '../model';
import { usd, type Money } from '../money';
import { PROPERTY, RANKING_NAMES } from '../property';
import { addDays, at } from '../time';
import type { SeedContext } from './context';
import { makeComp, type CompSpec } from './comps';
import type { SeededPlayerFacts } from './facts';
import { compEntries, earnEntries, finishHistory } from './history';
import { generateRatings, type PlayStyle } from './ratings';

export interface PlayerSpec {
  facts: SeededPlayerFacts;
  middleName?: string;
  homePhone?: string;
  address: [line1: string, line2: string];
  enrolledDaysAgo: number;
  tierPoints: number;
  compBalance: Money;
  secondCompBalance: Money;
  lots?: { amount: number; inDays: number }[];
  credit?: { limit: number; available: number; outstanding: number };
  play?: PlayStyle;
  unknownGameDaysAgo?: number;
  stopCodes?: { code: string; description: string; priority: number; active: boolean; daysAgo: number }[];
  otherCards?: { cardId: string; status: CardStatus; issuedDaysAgo: number }[];
  comps: (ctx: SeedContext) => CompSpec[];
  /** Comps a host gave (no points spent), so they leave no Redeem entry. */
  hostComps?: boolean;
  extraHistory?: (ctx: SeedContext) => HistoryEntry[];
}

export function buildPlayer(ctx: SeedContext, catalogue: CompType[], spec: PlayerSpec): Player {
  const { facts } = spec;
  const enrollDate = at(addDays(ctx.today, -spec.enrolledDaysAgo), '14:20:00');
  const ratings = spec.play ? generateRatings(ctx, spec.play, spec.unknownGameDaysAgo) : [];
  const comps = spec.comps(ctx).map((c) => makeComp(ctx, catalogue, c));
  const yearAgo = at(addDays(ctx.today, -365));
  const pointCosts = new Map(catalogue.map((t) => [t.compTypeId, t.pointCost]));
  const history = finishHistory(ctx, [
    ...earnEntries(ratings, yearAgo),
    ...(spec.hostComps ? [] : compEntries(comps, pointCosts, yearAgo)),
    ...(spec.extraHistory?.(ctx) ?? []),
  ]);
  const stopCodes: StopCode[] = (spec.stopCodes ?? []).map((s) => ({
    stopCodeId: s.code,
    description: s.description,
    priority: s.priority,
    active: s.active,
    effectiveDate: at(addDays(ctx.today, -s.daysAgo), '11:00:00'),
  }));
  const card = (cardId: string, cardStatus: CardStatus, issueDate: string, primary: boolean): Card => ({
    cardId,
    cardStatus,
    cardLevel: facts.ranking,
    cardLevelName: RANKING_NAMES[facts.ranking] ?? 'Club',
    issueDate,
    primary,
  });
  return {
    playerId: facts.playerId,
    profile: {
      firstName: facts.firstName,
      middleName: spec.middleName ?? '',
      lastName: facts.lastName,
      dateOfBirth: at(facts.dateOfBirth),
      email: facts.email,
      mobilePhone: facts.mobilePhone,
      homePhone: spec.homePhone ?? '',
      mailingAddress1: spec.address[0],
      mailingAddress2: spec.address[1],
      mailingCity: PROPERTY.city,
      mailingState: PROPERTY.state,
      mailingZip: PROPERTY.zip,
      mailingCountry: PROPERTY.country,
      ranking: facts.ranking,
      pinLocked: false,
      discreetPlayer: facts.discreetPlayer,
      enrollDate,
      stopCodes,
    },
    cards: [
      card(facts.cardId, 'Active', enrollDate, true),
      ...(spec.otherCards ?? []).map((c) =>
        card(c.cardId, c.status, at(addDays(ctx.today, -c.issuedDaysAgo), '12:00:00'), false),
      ),
    ],
    balances: {
      pointBalance: facts.pointBalance,
      tierPoints: spec.tierPoints,
      compBalance: spec.compBalance,
      secondCompBalance: spec.secondCompBalance,
      rewardBalance: 0,
      giftPoints: 0,
      pointsExpiring: (spec.lots ?? []).map((l) => ({
        amount: l.amount,
        expirationDate: at(addDays(ctx.today, l.inDays), '23:59:59'),
      })),
    },
    credit: spec.credit
      ? {
          creditAccount: true,
          creditLimit: usd(spec.credit.limit),
          availableCredit: usd(spec.credit.available),
          outstandingMarkers: usd(spec.credit.outstanding),
        }
      : { creditAccount: false, creditLimit: 0, availableCredit: 0, outstandingMarkers: 0 },
    ratings,
    history,
    comps,
  };
}
