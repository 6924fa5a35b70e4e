import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SEEDED_PLAYERS } from './seed/facts';
import { ENDED_COMP_TYPE_ID, UNAVAILABLE_COMP_TYPE_ID } from './seed/catalogue';
import {
  errorCode,
  get,
  issueXml,
  listening,
  newSimulator,
  parseXml,
  post,
  voidXml,
  type Xml,
} from './test/harness';

const sim = newSimulator();
afterAll(() => sim.close());
beforeEach(() => sim.reset());

const demo = SEEDED_PLAYERS.demo.playerId;
const issue = (commandId: string, compTypeId = '106', pointCost = 2500, playerId: string = demo) =>
  post(sim, `/PlayerCompIssue/${playerId}`, issueXml(playerId, commandId, compTypeId, pointCost));
const points = async (playerId: string = demo) =>
  Number((await get(sim, `/PlayerBalances/${playerId}`)).msg.Body.PlayerBalances.PointBalance);
const status = async (commandId: string, playerId: string = demo) =>
  (await get(sim, `/CommandStatus/${commandId}?playerId=${playerId}`)).msg.Body.CommandStatus;

describe('PlayerCompIssue', () => {
  it('deducts the points, adds an active comp with a fresh code and a Redeem entry with the CommandID', async () => {
    const { status: http, msg } = await issue('redeem-7f3a');
    expect(http).toBe(200);
    expect(msg.Header.Operation).toEqual({ '@Data': 'PlayerCompIssue', '@Operand': 'Information' });
    const answer = msg.Body.PlayerCompIssue;
    expect(answer).toMatchObject({ CommandID: 'redeem-7f3a', PointBalance: String(26_140 - 2500) });
    expect(answer.CompCode).toMatch(/^\d{10}$/);
    expect(answer.ExpirationDate).toBe('2026-12-14T23:59:59');
    expect(await points()).toBe(23_640);
    const comps: Xml[] = (await get(sim, `/PlayerCompListMessage/${demo}`)).msg.Body.PlayerCompList.Comp;
    expect(comps.find((c) => c.CompID === answer.CompID)).toMatchObject({
      Status: 'Active',
      CompCode: answer.CompCode,
      CompTypeID: '106',
    });
    expect(new Set(comps.map((c) => c.CompCode)).size).toBe(comps.length);
    const entries: Xml[] = (await get(sim, `/CompHistory/${demo}?from=2026-11-30&to=2026-11-30`)).msg.Body
      .CompHistory.Entry;
    expect(entries.find((e) => e.CommandID === 'redeem-7f3a')).toMatchObject({
      Kind: 'Redeem',
      Points: '-2500',
      Amount: '-25.00',
    });
  });

  it('replays the first answer for a repeated CommandID and issues nothing', async () => {
    const first = (await issue('same-key')).msg.Body.PlayerCompIssue;
    const again = (await issue('same-key', '101', 3000)).msg.Body.PlayerCompIssue;
    expect(again).toEqual(first);
    expect(await points()).toBe(26_140 - 2500);
    expect(sim.snapshot().commands).toHaveLength(1);
  });

  it('keeps CommandIDs per player', async () => {
    await issue('shared-key');
    const other = await issue('shared-key', '106', 2500, SEEDED_PLAYERS.clubMember.playerId);
    expect(other.msg.Body.PlayerCompIssue.PointBalance).toBe(String(4_820 - 2500));
  });

  it('refuses what costs more points than the player has: INSUFFICIENTPOINTS, nothing issued', async () => {
    const pending = SEEDED_PLAYERS.pending.playerId;
    expect(errorCode((await issue('poor', '106', 2500, pending)).msg)).toBe('INSUFFICIENTPOINTS');
    expect(await points(pending)).toBe(350);
    expect(await status('poor', pending)).toEqual({ CommandID: 'poor', Status: 'Unknown' });
  });

  it('refuses an unknown, unavailable, ended, too-high-ranking or mispriced comp type: INVALIDCOMP', async () => {
    for (const [type, cost] of [
      ['999', 100],
      [UNAVAILABLE_COMP_TYPE_ID, 7000],
      [ENDED_COMP_TYPE_ID, 5000],
      ['110', 40_000],
      ['106', 2000],
    ] as const)
      expect(errorCode((await issue(`c-${type}-${cost}`, type, cost)).msg), type).toBe('INVALIDCOMP');
    expect(await points()).toBe(26_140);
  });

  it('refuses a player with SELFEXCL or NOCOMP: PLAYERSTOPPED; an unknown player: INVALIDPLAYERID', async () => {
    for (const p of [SEEDED_PLAYERS.noComp, SEEDED_PLAYERS.selfExcluded])
      expect(errorCode((await issue('stopped', '105', 1000, p.playerId)).msg)).toBe('PLAYERSTOPPED');
    expect(errorCode((await issue('nobody', '105', 1000, '0000000001')).msg)).toBe('INVALIDPLAYERID');
  });

  it('refuses a malformed request with HTTP 400: DOCTYPE, not XML, no CommandID, a CommandID over 64', async () => {
    const bodies = [
      `<!DOCTYPE x [<!ENTITY e "boom">]>${issueXml(demo, '&e;', '106', 2500)}`,
      '<CRMAcresMessage><Body>',
      issueXml(demo, '', '106', 2500),
      issueXml(demo, 'x'.repeat(65), '106', 2500),
      issueXml('0004417031', 'wrong-player', '106', 2500),
    ];
    for (const body of bodies) {
      const res = await post(sim, `/PlayerCompIssue/${demo}`, body);
      expect(res.status).toBe(400);
      expect(errorCode(res.msg)).toBe('INVALIDMESSAGE');
    }
    expect(await points()).toBe(26_140);
  });

  it('reads escaped text in the request', async () => {
    const { msg } = await issue('a&amp;b');
    expect(msg.Body.PlayerCompIssue.CommandID).toBe('a&amp;b');
    expect((await status('a%26b')).Status).toBe('Applied');
  });

  it('issues exactly one comp for 20 concurrent requests with one CommandID', async () => {
    const base = await listening(sim);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${base}/PlayerCompIssue/${demo}`, {
          method: 'POST',
          headers: { 'content-type': 'application/xml' },
          body: issueXml(demo, 'burst', '101', 3000),
        }).then((r) => r.text()),
      ),
    );
    const codes = new Set(answers.map((a) => parseXml(a).CRMAcresMessage.Body.PlayerCompIssue.CompCode));
    expect(codes.size).toBe(1);
    expect(await points()).toBe(26_140 - 3000);
    const active = sim.snapshot().players.find((p) => p.playerId === demo)?.activeComps;
    expect(active).toBe(9);
  });
});

describe('PlayerCompVoid and CommandStatus', () => {
  it('voids the comp of a CommandID and returns its points; twice is a success too', async () => {
    const issued = (await issue('to-void', '103', 7500)).msg.Body.PlayerCompIssue;
    expect(await status('to-void')).toEqual({ ...issued, Status: 'Applied' });
    for (let i = 0; i < 2; i++) {
      const { status: http, msg } = await post(sim, `/PlayerCompVoid/${demo}`, voidXml(demo, 'to-void'));
      expect(http).toBe(200);
      expect(msg.Header.Operation).toEqual({ '@Data': 'General', '@Operand': 'Success' });
      expect(msg.PlayerID).toBe(demo);
    }
    expect(await points()).toBe(26_140);
    expect(await status('to-void')).toEqual({ CommandID: 'to-void', Status: 'Voided' });
    const comps: Xml[] = (await get(sim, `/PlayerCompListMessage/${demo}`)).msg.Body.PlayerCompList.Comp;
    expect(comps.find((c) => c.CompID === issued.CompID)?.Status).toBe('Voided');
    const entries: Xml[] = (await get(sim, `/CompHistory/${demo}?from=2026-11-30`)).msg.Body.CompHistory
      .Entry;
    expect(entries.filter((e) => e.CommandID === 'to-void').map((e) => [e.Kind, e.Points])).toEqual([
      ['Redeem', '-7500'],
      ['Void', '7500'],
    ]);
    expect(errorCode((await issue('to-void', '103', 7500)).msg)).toBeUndefined();
    expect(await points()).toBe(26_140);
  });

  it('a void that comes before its issue is remembered, and the late issue is not applied', async () => {
    await post(sim, `/PlayerCompVoid/${demo}`, voidXml(demo, 'late'));
    expect((await status('late')).Status).toBe('Voided');
    expect(errorCode((await issue('late')).msg)).toBe('COMMANDVOIDED');
    expect(await points()).toBe(26_140);
  });

  it('CommandStatus: Unknown for a CommandID never seen; INVALIDPLAYERID without a known player', async () => {
    expect(await status('never')).toEqual({ CommandID: 'never', Status: 'Unknown' });
    expect(errorCode((await get(sim, '/CommandStatus/never')).msg)).toBe('INVALIDPLAYERID');
    expect(errorCode((await get(sim, '/CommandStatus/never?playerId=0009999999')).msg)).toBe(
      'INVALIDPLAYERID',
    );
  });
});
