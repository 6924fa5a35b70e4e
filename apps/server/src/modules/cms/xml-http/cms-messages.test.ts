import { describe, expect, it } from 'vitest';
import {
  readCommandStatus,
  readCompIssued,
  readCompTypes,
  readCompVoided,
  readPlayerComps,
} from './cms-comp-messages';
import { CmsBrokenAnswerError } from './cms-errors';
import {
  readCompHistory,
  readCreditInfo,
  readGamingProfile,
  readPlayerBalances,
  readPlayerCards,
  readPlayerProfile,
} from './cms-messages';
import { answer, el, failureReason, list, record, text } from './cms-xml.test-helpers';
import { parseCmsAnswer } from './cms-xml-parser';

const LA = 'America/Los_Angeles';
const parse = (operation: string, body: string, operand?: string) =>
  parseCmsAnswer(answer(operation, body, { operand }));

const PROFILE_XML = el(
  'PlayerProfile',
  text('FirstName', 'Dana'),
  text('MiddleName', ''),
  text('LastName', "O'Neill & Co"),
  text('DateOfBirth', '1961-04-12T00:00:00'),
  text('Email', 'dana@example.com'),
  text('MobilePhone', '+17025550100'),
  text('HomePhone', ''),
  text('MailingAddress1', '1 Main St'),
  text('MailingCity', 'Reno'),
  text('MailingState', 'NV'),
  text('MailingZip', '89501'),
  text('MailingCountry', '840'),
  text('Ranking', '2'),
  text('PINLocked', 'false'),
  text('DiscreetPlayer', 'true'),
  text('EnrollDate', '2019-06-01T09:30:00'),
  list('StopCodes', 'StopCode', [
    {
      StopCodeID: 'NOMAIL',
      Description: 'No mail',
      Priority: '5',
      Active: 'true',
      EffectiveDate: '1900-01-01T00:00:00',
    },
  ]),
);

describe('player messages', () => {
  it('reads PlayerProfile with its stop codes and DiscreetPlayer', () => {
    const profile = readPlayerProfile(parse('PlayerProfile', PROFILE_XML), LA);
    expect(profile).toMatchObject({
      firstName: 'Dana',
      middleName: null,
      lastName: "O'Neill & Co",
      dateOfBirth: '1961-04-12',
      homePhone: null,
      address: { line1: '1 Main St', line2: null, country: '840' },
      ranking: 2,
      pinLocked: false,
      discreet: true,
      stopCodes: [{ id: 'NOMAIL', priority: 5, active: true, effectiveAt: null }],
    });
    expect(profile.enrolledAt?.toISOString()).toBe('2019-06-01T16:30:00.000Z');
    expect(
      readPlayerProfile(parse('PlayerProfile', PROFILE_XML.replace(/<StopCodes>.*<\/StopCodes>/, '')), LA)
        .stopCodes,
    ).toEqual([]);
  });

  it('reads PlayerCard cards, 20-digit ids kept as text', () => {
    const card = {
      CardID: '00000000000004417023',
      CardStatus: 'Active',
      CardLevel: '2',
      CardLevelName: 'Gold',
      IssueDate: '2020-01-02T00:00:00',
      Primary: 'true',
    };
    const cards = readPlayerCards(
      parse(
        'PlayerCard',
        list('PlayerCard', 'Card', [card, { ...card, CardStatus: 'Lost', Primary: 'false' }]),
      ),
      LA,
    );
    expect(cards.map((c) => [c.cardId, c.status, c.primary])).toEqual([
      ['00000000000004417023', 'Active', true],
      ['00000000000004417023', 'Lost', false],
    ]);
    const bad = (fields: Record<string, string>) => () =>
      readPlayerCards(parse('PlayerCard', list('PlayerCard', 'Card', [{ ...card, ...fields }])), LA);
    expect(bad({ CardID: '4417023' })).toThrow(CmsBrokenAnswerError);
    expect(failureReason(bad({ CardStatus: 'Stolen' }))).toMatch(
      /CardStatus: not one of Active, Inactive, Lost/,
    );
  });

  it('reads PlayerBalances with lots and the point rate', () => {
    const body = el(
      'PlayerBalances',
      text('PointBalance', '12500'),
      text('TierPoints', '3400'),
      text('CompBalance', '-335.7858'),
      text('SecondCompBalance', '20.005'),
      text('RewardBalance', '1.5'),
      text('GiftPoints', '10'),
      text('PointToDollarRate', '0.01'),
      list('PointsExpiring', 'Lot', [{ Amount: '500', ExpirationDate: '2026-12-31T23:59:59' }]),
    );
    expect(readPlayerBalances(parse('PlayerBalances', body), LA)).toEqual({
      points: 12500,
      tierPoints: 3400,
      compCents: -33579,
      freePlayCents: 2001,
      rewardCents: 150,
      giftPoints: 10,
      pointToDollarRate: 0.01,
      expiring: [{ points: 500, expiresAt: new Date('2027-01-01T07:59:59.000Z') }],
    });
    expect(
      failureReason(() => readPlayerBalances(parse('PlayerBalances', body.replace('12500', '12,500')), LA)),
    ).toMatch(/PlayerBalances\/PointBalance: not a whole number/);
  });

  it('reads CreditInfo, with or without an account', () => {
    const info = record('CreditInfo', {
      CreditAccount: 'true',
      CreditLimit: '5000',
      AvailableCredit: '4250.5',
      OutstandingMarkers: '749.50',
    });
    expect(readCreditInfo(parse('CreditInfo', info), LA)).toEqual({
      hasAccount: true,
      limitCents: 500000,
      availableCents: 425050,
      outstandingMarkersCents: 74950,
    });
    expect(
      readCreditInfo(parse('CreditInfo', record('CreditInfo', { CreditAccount: 'false' })), LA),
    ).toMatchObject({ hasAccount: false, limitCents: null });
  });

  it('reads GamingProfile ratings and refuses a negative wager', () => {
    const rating = {
      RatingID: '77',
      GamingDate: '2026-03-07',
      GameType: 'Table',
      GameCode: 'BJ',
      Wagered: '1500.00',
      Won: '1320.5',
      TheoWin: '22.5',
      TimePlayedSeconds: '3600',
      PointsEarned: '150',
    };
    const ratings = readGamingProfile(parse('GamingProfile', list('GamingProfile', 'Rating', [rating])), LA);
    expect(ratings).toEqual([
      {
        id: '77',
        gamingDay: '2026-03-07',
        gameType: 'Table',
        gameCode: 'BJ',
        wageredCents: 150000,
        wonCents: 132050,
        theoWinCents: 2250,
        secondsPlayed: 3600,
        pointsEarned: 150,
      },
    ]);
    const negative = list('GamingProfile', 'Rating', [{ ...rating, Wagered: '-1' }]);
    expect(() => readGamingProfile(parse('GamingProfile', negative), LA)).toThrow(CmsBrokenAnswerError);
    expect(readGamingProfile(parse('GamingProfile', '<GamingProfile/>'), LA)).toEqual([]);
  });

  it('reads CompHistory entries, and refuses an entry without a time', () => {
    const entry = {
      EntryID: '9001',
      EntryDate: '2026-11-01T01:30:00',
      Kind: 'Redeem',
      Points: '-2500',
      Amount: '25.00',
      Description: 'Buffet',
      Location: 'Cage',
      CommandID: 'abc',
    };
    const [read] = readCompHistory(parse('CompHistory', list('CompHistory', 'Entry', [entry])), LA);
    expect(read).toEqual({
      id: '9001',
      at: new Date('2026-11-01T08:30:00.000Z'),
      kind: 'Redeem',
      points: -2500,
      amountCents: 2500,
      description: 'Buffet',
      location: 'Cage',
      commandId: 'abc',
    });
    const none = list('CompHistory', 'Entry', [{ ...entry, EntryDate: '1900-01-01T00:00:00' }]);
    expect(() => readCompHistory(parse('CompHistory', none), LA)).toThrow(CmsBrokenAnswerError);
    const kind = list('CompHistory', 'Entry', [{ ...entry, Kind: 'Gift' }]);
    expect(() => readCompHistory(parse('CompHistory', kind), LA)).toThrow(CmsBrokenAnswerError);
  });

  it('refuses an answer to another message', () => {
    expect(failureReason(() => readPlayerBalances(parse('PlayerProfile', PROFILE_XML), LA))).toBe(
      'expected a PlayerBalances answer, got PlayerProfile',
    );
  });
});

const COMP = {
  CompID: '555',
  CompCode: '000123456789',
  CompTypeID: '12',
  Name: 'Buffet for two',
  Value: '25.0000',
  IssueDate: '2026-11-01T10:00:00',
  ExpirationDate: '2026-12-01T00:00:00',
  Status: 'Active',
  Location: 'Buffet',
};
const COMP_TYPE = {
  CompTypeID: '12',
  Name: 'Buffet for two',
  Description: 'Dinner buffet',
  Category: 'Dining',
  PointCost: '2500',
  Value: '25',
  MinRanking: '1',
  ValidFrom: '2026-01-01T00:00:00',
  ValidTo: '1900-01-01T00:00:00',
  Available: 'true',
  Location: 'Buffet',
};

describe('comp messages', () => {
  it('reads PlayerCompList comps and the CompList catalogue', () => {
    const comps = readPlayerComps(parse('PlayerCompListMessage', list('PlayerCompList', 'Comp', [COMP])), LA);
    expect(comps).toEqual([
      {
        id: '555',
        code: '000123456789',
        compTypeId: '12',
        name: 'Buffet for two',
        valueCents: 2500,
        issuedAt: new Date('2026-11-01T18:00:00Z'),
        expiresAt: new Date('2026-12-01T08:00:00Z'),
        status: 'Active',
        location: 'Buffet',
      },
    ]);
    const types = readCompTypes(
      parse('CompListMessage', list('CompList', 'CompType', [COMP_TYPE, { ...COMP_TYPE, CompTypeID: '13' }])),
      LA,
    );
    expect(types.map((t) => [t.id, t.pointCost, t.validTo])).toEqual([
      ['12', 2500, null],
      ['13', 2500, null],
    ]);
  });

  it('reads the PlayerCompIssue answer of the command sent, and CommandStatus', () => {
    const issued = {
      CommandID: 'cmd-1',
      CompID: '556',
      CompCode: '000123456790',
      ExpirationDate: '2026-12-31T00:00:00',
      PointBalance: '10000',
    };
    const envelope = parse('PlayerCompIssue', record('PlayerCompIssue', issued));
    expect(readCompIssued(envelope, LA, 'cmd-1')).toMatchObject({
      compCode: '000123456790',
      pointBalance: 10000,
    });
    expect(() => readCompIssued(envelope, LA, 'cmd-2')).toThrow(CmsBrokenAnswerError);
    const applied = parse('CommandStatus', record('CommandStatus', { ...issued, Status: 'Applied' }));
    expect(readCommandStatus(applied, LA, 'cmd-1')).toMatchObject({
      status: 'Applied',
      issued: { compId: '556' },
    });
    const unknown = parse(
      'CommandStatus',
      record('CommandStatus', { CommandID: 'cmd-1', Status: 'Unknown' }),
    );
    expect(readCommandStatus(unknown, LA, 'cmd-1')).toEqual({ commandId: 'cmd-1', status: 'Unknown' });
  });

  it('reads a void as General/Success only', () => {
    expect(() => readCompVoided(parse('General', '', 'Success'))).not.toThrow();
    expect(() => readCompVoided(parse('General', '', 'Information'))).toThrow(CmsBrokenAnswerError);
  });
});
