import { CmsBrokenAnswerError } from './cms-errors';
import { fieldsOf } from './cms-fields';
import {
  CARD_STATUSES,
  ENTRY_KINDS,
  type CmsBalances,
  type CmsCard,
  type CmsCreditInfo,
  type CmsHistoryEntry,
  type CmsPlayerProfile,
  type CmsRating,
  type CmsStopCode,
} from './cms-records';
import { asList, recordOf, type CmsEnvelope, type CmsRecord } from './cms-xml-parser';

/**
 * The player reads of docs/casino-system.md#reads, one reader per message; each checks that the answer is
 * the message it asked for, so a CMS answering the wrong call is broken, not data.
 */

function expectOperation(envelope: CmsEnvelope, operation: string): void {
  if (envelope.operation !== operation) {
    throw new CmsBrokenAnswerError(`expected a ${operation} answer, got ${envelope.operation.slice(0, 40)}`);
  }
}

/** `Body/<element>` of an answer whose `Operation@Data` must be `operation`. */
export function bodyOf(envelope: CmsEnvelope, operation: string, element = operation): CmsRecord {
  expectOperation(envelope, operation);
  return recordOf(envelope.body[element], `Body/${element}`);
}

/** The items of a list answer: `Body/<element>/<item>*`, where an empty or absent list is no items. */
export function itemsOf(
  envelope: CmsEnvelope,
  operation: string,
  element: string,
  item: string,
): CmsRecord[] {
  expectOperation(envelope, operation);
  return asList(envelope.body[element], item, element);
}

export function readPlayerProfile(envelope: CmsEnvelope, timeZone: string): CmsPlayerProfile {
  const body = bodyOf(envelope, 'PlayerProfile');
  const f = fieldsOf(body, 'PlayerProfile', timeZone);
  return {
    firstName: f.textOrEmpty('FirstName'),
    middleName: f.optionalText('MiddleName'),
    lastName: f.textOrEmpty('LastName'),
    dateOfBirth: f.day('DateOfBirth'),
    email: f.optionalText('Email'),
    mobilePhone: f.optionalText('MobilePhone'),
    homePhone: f.optionalText('HomePhone'),
    address: {
      line1: f.optionalText('MailingAddress1'),
      line2: f.optionalText('MailingAddress2'),
      city: f.optionalText('MailingCity'),
      state: f.optionalText('MailingState'),
      zip: f.optionalText('MailingZip'),
      country: f.optionalText('MailingCountry'),
    },
    ranking: f.count('Ranking'),
    pinLocked: f.boolean('PINLocked'),
    discreet: f.boolean('DiscreetPlayer'),
    enrolledAt: f.time('EnrollDate'),
    stopCodes: asList(body.StopCodes, 'StopCode', 'PlayerProfile/StopCodes').map((code, i): CmsStopCode => {
      const s = fieldsOf(code, `PlayerProfile/StopCodes/StopCode[${i}]`, timeZone);
      return {
        id: s.text('StopCodeID'),
        description: s.textOrEmpty('Description'),
        priority: s.integer('Priority'),
        active: s.boolean('Active'),
        effectiveAt: s.time('EffectiveDate'),
      };
    }),
  };
}

export function readPlayerCards(envelope: CmsEnvelope, timeZone: string): CmsCard[] {
  return itemsOf(envelope, 'PlayerCard', 'PlayerCard', 'Card').map((card, i) => {
    const f = fieldsOf(card, `PlayerCard/Card[${i}]`, timeZone);
    const cardId = f.text('CardID');
    if (!/^\d{20}$/.test(cardId))
      throw new CmsBrokenAnswerError(`PlayerCard/Card[${i}]/CardID: not 20 digits`);
    return {
      cardId,
      status: f.oneOf('CardStatus', CARD_STATUSES),
      level: f.count('CardLevel'),
      levelName: f.textOrEmpty('CardLevelName'),
      issuedAt: f.time('IssueDate'),
      primary: f.boolean('Primary'),
    };
  });
}

export function readPlayerBalances(envelope: CmsEnvelope, timeZone: string): CmsBalances {
  const body = bodyOf(envelope, 'PlayerBalances');
  const f = fieldsOf(body, 'PlayerBalances', timeZone);
  return {
    points: f.integer('PointBalance'),
    tierPoints: f.integer('TierPoints'),
    compCents: f.cents('CompBalance'),
    freePlayCents: f.cents('SecondCompBalance'),
    rewardCents: f.optionalCents('RewardBalance'),
    giftPoints: f.optionalCount('GiftPoints'),
    pointToDollarRate: f.rate('PointToDollarRate'),
    expiring: asList(body.PointsExpiring, 'Lot', 'PlayerBalances/PointsExpiring').map((lot, i) => {
      const l = fieldsOf(lot, `PlayerBalances/PointsExpiring/Lot[${i}]`, timeZone);
      return { points: l.count('Amount'), expiresAt: l.time('ExpirationDate') };
    }),
  };
}

export function readCreditInfo(envelope: CmsEnvelope, timeZone: string): CmsCreditInfo {
  const f = fieldsOf(bodyOf(envelope, 'CreditInfo'), 'CreditInfo', timeZone);
  return {
    hasAccount: f.boolean('CreditAccount'),
    limitCents: f.optionalCents('CreditLimit'),
    availableCents: f.optionalCents('AvailableCredit'),
    outstandingMarkersCents: f.optionalCents('OutstandingMarkers'),
  };
}

export function readGamingProfile(envelope: CmsEnvelope, timeZone: string): CmsRating[] {
  return itemsOf(envelope, 'GamingProfile', 'GamingProfile', 'Rating').map((rating, i) => {
    const f = fieldsOf(rating, `GamingProfile/Rating[${i}]`, timeZone);
    const gamingDay = f.day('GamingDate');
    if (!gamingDay) throw new CmsBrokenAnswerError(`GamingProfile/Rating[${i}]/GamingDate: none`);
    const wageredCents = f.cents('Wagered');
    const wonCents = f.cents('Won');
    if (wageredCents < 0 || wonCents < 0) {
      throw new CmsBrokenAnswerError(`GamingProfile/Rating[${i}]: a negative Wagered or Won`);
    }
    return {
      id: f.text('RatingID'),
      gamingDay,
      gameType: f.text('GameType'),
      gameCode: f.optionalText('GameCode'),
      wageredCents,
      wonCents,
      theoWinCents: f.optionalCents('TheoWin'),
      secondsPlayed: f.optionalCount('TimePlayedSeconds'),
      pointsEarned: f.optionalCount('PointsEarned'),
    };
  });
}

export function readCompHistory(envelope: CmsEnvelope, timeZone: string): CmsHistoryEntry[] {
  return itemsOf(envelope, 'CompHistory', 'CompHistory', 'Entry').map((entry, i) => {
    const f = fieldsOf(entry, `CompHistory/Entry[${i}]`, timeZone);
    return {
      id: f.text('EntryID'),
      at: f.requiredTime('EntryDate'),
      kind: f.oneOf('Kind', ENTRY_KINDS),
      points: f.integer('Points'),
      amountCents: f.optionalCents('Amount') ?? 0,
      description: f.textOrEmpty('Description'),
      location: f.optionalText('Location'),
      commandId: f.optionalText('CommandID'),
    };
  });
}
