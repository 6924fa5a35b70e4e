import type { Currency, GameCategory, GameType, Language, MovementKind } from '@patron/contracts';
import { EN_US, EN_ZW } from './statement-texts-en';
import { ES_MX } from './statement-texts-es';

/** Where a movement came from, as the ledger writes it (`staff:1042` is one of `staff`). */
export const SOURCE_KINDS = ['cms', 'portal', 'system', 'promotion', 'staff', 'other'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export type StatementTexts = {
  rewardsTitle: string;
  winLossTitle: (year: number) => string;
  player: string;
  patronId: string;
  mailingAddress: string;
  period: string;
  allActivity: string;
  generated: string;
  /** The zone every date and time of the statement is written in. */
  timesIn: (zone: string) => string;
  footer: (property: string, page: number, count: number) => string;
  columns: {
    date: string;
    kind: string;
    currency: string;
    description: string;
    source: string;
    amount: string;
    balance: string;
  };
  currencies: Record<Currency, string>;
  kinds: Record<MovementKind, string>;
  sources: Record<SourceKind, string>;
  noMovements: string;
  truncated: (n: number) => string;
  estimate: string;
  gamingPeriod: string;
  /** The period's first and last gaming days, already formatted. */
  gamingDays: (first: string, last: string) => string;
  timeZone: string;
  summary: string;
  played: string;
  won: string;
  net: string;
  netMeaning: string;
  sessions: string;
  byGameType: string;
  gameType: string;
  category: string;
  categories: Record<GameCategory, string>;
  gameTypes: Record<GameType, string>;
  noPlay: string;
  notice: string;
  propertyNotice: string;
  defaultDisclaimer: string;
};

const TEXTS: Record<Language, StatementTexts> = { 'en-US': EN_US, 'es-MX': ES_MX, 'en-ZW': EN_ZW };

export const statementTexts = (language: Language): StatementTexts => TEXTS[language];

/** `staff:1042` → `staff`; a source the ledger has no word for is `other`. */
export function sourceKindOf(source: string): SourceKind {
  const head = source.split(':')[0]?.trim().toLowerCase() ?? '';
  return (SOURCE_KINDS as readonly string[]).includes(head) ? (head as SourceKind) : 'other';
}
