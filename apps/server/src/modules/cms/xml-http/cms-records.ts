/**
 * What the CMS's messages say (docs/casino-system.md#reads), mapped and checked: money in integer cents,
 * ids and codes as strings (leading zeros kept), instants as UTC dates (null for none), calendar days as
 * `YYYY-MM-DD`.
 */

export type CmsStopCode = {
  id: string;
  description: string;
  priority: number;
  active: boolean;
  effectiveAt: Date | null;
};

export type CmsPlayerProfile = {
  firstName: string;
  middleName: string | null;
  lastName: string;
  /** A calendar day: a birthdate names no instant. */
  dateOfBirth: string | null;
  email: string | null;
  mobilePhone: string | null;
  homePhone: string | null;
  address: {
    line1: string | null;
    line2: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    /** ISO 3166 numeric (`840`), kept as text. */
    country: string | null;
  };
  /** The tier number. */
  ranking: number;
  pinLocked: boolean;
  /** Shared screens greet without the name. */
  discreet: boolean;
  enrolledAt: Date | null;
  stopCodes: CmsStopCode[];
};

export const CARD_STATUSES = ['Active', 'Inactive', 'Lost'] as const;
export type CmsCard = {
  /** 20 digits. */
  cardId: string;
  status: (typeof CARD_STATUSES)[number];
  level: number;
  levelName: string;
  issuedAt: Date | null;
  primary: boolean;
};

export type CmsPointsLot = { points: number; expiresAt: Date | null };

export type CmsBalances = {
  points: number;
  tierPoints: number;
  compCents: number;
  /** `SecondCompBalance`: free play. */
  freePlayCents: number;
  rewardCents: number | null;
  giftPoints: number | null;
  /** Dollars one point is worth. */
  pointToDollarRate: number;
  expiring: CmsPointsLot[];
};

export type CmsCreditInfo = {
  hasAccount: boolean;
  limitCents: number | null;
  availableCents: number | null;
  outstandingMarkersCents: number | null;
};

export type CmsRating = {
  id: string;
  /** The property's gaming day (`YYYY-MM-DD`), which starts at its gaming-day hour. */
  gamingDay: string;
  /** `Slot`, `VideoPoker`, `Table`, or a type the portal does not know. */
  gameType: string;
  /** Tables only: `BJ`, `CR`, `RL`, `BA` or another code. */
  gameCode: string | null;
  wageredCents: number;
  wonCents: number;
  theoWinCents: number | null;
  secondsPlayed: number | null;
  pointsEarned: number | null;
};

export const ENTRY_KINDS = ['Earn', 'Redeem', 'Void', 'Adjust', 'Expire'] as const;
export type CmsHistoryEntry = {
  id: string;
  at: Date;
  kind: (typeof ENTRY_KINDS)[number];
  points: number;
  amountCents: number;
  description: string;
  location: string | null;
  /** Set on entries a PlayerCompIssue made. */
  commandId: string | null;
};

export const COMP_STATUSES = ['Active', 'Used', 'Voided', 'Expired'] as const;
export type CmsComp = {
  id: string;
  /** What the cage scans: the portal's reward code. */
  code: string;
  compTypeId: string;
  name: string;
  valueCents: number;
  issuedAt: Date | null;
  expiresAt: Date | null;
  status: (typeof COMP_STATUSES)[number];
  location: string | null;
};

export type CmsCompType = {
  id: string;
  name: string;
  description: string;
  category: string;
  pointCost: number;
  valueCents: number;
  minRanking: number;
  validFrom: Date | null;
  validTo: Date | null;
  available: boolean;
  location: string | null;
};

export type CmsCompIssued = {
  commandId: string;
  compId: string;
  compCode: string;
  expiresAt: Date | null;
  /** The player's points after the issue. */
  pointBalance: number;
};

export const COMMAND_STATUSES = ['Applied', 'Voided', 'Unknown'] as const;
export type CmsCommandStatus =
  | { commandId: string; status: 'Applied'; issued: CmsCompIssued }
  | { commandId: string; status: 'Voided' | 'Unknown' };
