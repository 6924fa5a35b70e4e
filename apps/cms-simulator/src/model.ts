import type { Money } from './money';
import type { LocalDateTime } from './time';

export interface StopCode {
  stopCodeId: string;
  description: string;
  priority: number;
  active: boolean;
  effectiveDate: LocalDateTime;
}

export interface Profile {
  firstName: string;
  middleName: string;
  lastName: string;
  dateOfBirth: LocalDateTime;
  email: string;
  mobilePhone: string;
  homePhone: string;
  mailingAddress1: string;
  mailingAddress2: string;
  mailingCity: string;
  mailingState: string;
  mailingZip: string;
  mailingCountry: string;
  ranking: number;
  pinLocked: boolean;
  discreetPlayer: boolean;
  enrollDate: LocalDateTime;
  stopCodes: StopCode[];
}

export type CardStatus = 'Active' | 'Inactive' | 'Lost';

export interface Card {
  cardId: string;
  cardStatus: CardStatus;
  cardLevel: number;
  cardLevelName: string;
  issueDate: LocalDateTime;
  primary: boolean;
}

export interface PointLot {
  amount: number;
  expirationDate: LocalDateTime;
}

export interface Balances {
  pointBalance: number;
  tierPoints: number;
  compBalance: Money;
  secondCompBalance: Money;
  rewardBalance: Money;
  giftPoints: number;
  pointsExpiring: PointLot[];
}

export interface Credit {
  creditAccount: boolean;
  creditLimit: Money;
  availableCredit: Money;
  outstandingMarkers: Money;
}

export type GameType = 'Slot' | 'VideoPoker' | 'Table';

export interface Rating {
  ratingId: string;
  gamingDate: LocalDateTime;
  startTime: LocalDateTime;
  gameType: GameType;
  gameCode?: string;
  wagered: Money;
  won: Money;
  theoWin: Money;
  timePlayedSeconds: number;
  pointsEarned: number;
}

export type EntryKind = 'Earn' | 'Redeem' | 'Void' | 'Adjust' | 'Expire';

export interface HistoryEntry {
  entryId: string;
  entryDate: LocalDateTime;
  kind: EntryKind;
  points: number;
  amount: Money;
  description: string;
  location: string;
  commandId?: string;
}

export type CompStatus = 'Active' | 'Used' | 'Voided' | 'Expired';

export interface Comp {
  compId: string;
  compCode: string;
  compTypeId: string;
  name: string;
  value: Money;
  issueDate: LocalDateTime;
  expirationDate: LocalDateTime;
  status: CompStatus;
  location: string;
}

export interface CompType {
  compTypeId: string;
  name: string;
  description: string;
  category: string;
  pointCost: number;
  value: Money;
  minRanking: number;
  validFrom: LocalDateTime;
  validTo: LocalDateTime;
  available: boolean;
  location: string;
  /** How long an issued comp of this type stays good. */
  validDays: number;
}

export interface Player {
  playerId: string;
  profile: Profile;
  cards: Card[];
  balances: Balances;
  credit: Credit;
  ratings: Rating[];
  history: HistoryEntry[];
  comps: Comp[];
}

export interface SeedData {
  players: Map<string, Player>;
  catalogue: CompType[];
}
