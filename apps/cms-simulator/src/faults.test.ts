import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FaultRule } from './faults';
import { SEEDED_PLAYERS } from './seed/facts';
import { errorCode, get, issueXml, listening, newSimulator, parseXml, post } from './test/harness';

const sim = newSimulator();
let base = '';
beforeAll(async () => {
  base = await listening(sim);
});
afterAll(() => sim.close());
beforeEach(() => sim.reset());

const demo = SEEDED_PLAYERS.demo.playerId;
const balances = `/PlayerBalances/${demo}`;

/** A real request that reports a socket closed without an answer as 'dropped'. */
async function fetchText(path: string, init: RequestInit = {}, timeoutMs = 1000) {
  try {
    const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { status: res.status, body: await res.text() };
  } catch (error) {
    const name = (error as Error).name;
    return { status: name === 'TimeoutError' ? 'timeout' : 'dropped', body: '' } as const;
  }
}

const strict = new XMLParser({ processEntities: false, maxNestedTags: 32 });

describe('fault kinds', () => {
  it('latency: waits, then answers normally', async () => {
    sim.faults.set([{ operation: 'PlayerBalances', kind: 'latency', ms: 150 }]);
    const started = Date.now();
    const { status, msg } = await get(sim, balances);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(status).toBe(200);
    expect(msg.Body.PlayerBalances.PointBalance).toBe('26140');
  });

  it('status: answers that HTTP status and does nothing', async () => {
    sim.faults.set([{ operation: 'PlayerCompIssue', kind: 'status', status: 502 }]);
    const raw = await sim.inject({
      method: 'POST',
      url: `/PlayerCompIssue/${demo}`,
      payload: issueXml(demo, 'k', '106', 2500),
      headers: { 'content-type': 'application/xml' },
    });
    expect(raw.statusCode).toBe(502);
    expect(raw.headers['content-type']).toMatch(/^text\/plain/);
    expect(sim.snapshot().commands).toHaveLength(0);
    expect((await get(sim, balances)).status).toBe(200);
  });

  it('hang: never answers, until the client gives up', async () => {
    sim.faults.set([{ operation: '*', kind: 'hang' }]);
    expect((await fetchText(balances, {}, 200)).status).toBe('timeout');
  });

  it('brokenXml: a truncated answer that no parser accepts', async () => {
    sim.faults.set([{ operation: 'PlayerProfile', kind: 'brokenXml' }]);
    const { status, body } = await fetchText(`/PlayerProfile/${demo}`);
    expect(status).toBe(200);
    expect(body.startsWith('<?xml')).toBe(true);
    expect(body).not.toContain('</CRMAcresMessage>');
  });

  it.each([
    ['billionLaughs', /<!DOCTYPE[\s\S]*<!ENTITY lol9/],
    ['externalEntity', /<!ENTITY xxe SYSTEM "file:\/\/\/etc\/passwd">/],
    ['deepNesting', /(<Nest>){40}/],
    ['protoTag', /<__proto__>/],
  ] as const)('hostileXml %s: the answer carries it, unexpanded', async (hostile, pattern) => {
    sim.faults.set([{ operation: 'PlayerBalances', kind: 'hostileXml', hostile }]);
    const { status, body } = await fetchText(balances);
    expect(status).toBe(200);
    expect(body).toMatch(pattern);
    expect(body).toContain('<PointBalance>26140</PointBalance>');
    if (hostile === 'deepNesting' || hostile === 'protoTag') expect(() => strict.parse(body)).toThrow();
  });

  it('hostileXml hugeBody: an answer over 1 MiB', async () => {
    sim.faults.set([{ operation: 'CompListMessage', kind: 'hostileXml', hostile: 'hugeBody' }]);
    const { body } = await fetchText('/CompListMessage');
    expect(Buffer.byteLength(body)).toBeGreaterThan(1024 * 1024);
  });

  it('stopCode: the player seems stopped, in the profile and for an issue', async () => {
    sim.faults.set([{ operation: '*', playerId: demo, kind: 'stopCode', stopCode: 'SELFEXCL' }]);
    const codes = (await get(sim, `/PlayerProfile/${demo}`)).msg.Body.PlayerProfile.StopCodes.StopCode;
    expect(codes.map((c: { StopCodeID: string }) => c.StopCodeID)).toEqual(['SELFEXCL']);
    expect(
      errorCode((await post(sim, `/PlayerCompIssue/${demo}`, issueXml(demo, 'k', '106', 2500))).msg),
    ).toBe('PLAYERSTOPPED');
    const other = SEEDED_PLAYERS.clubMember.playerId;
    expect(
      (await post(sim, `/PlayerCompIssue/${other}`, issueXml(other, 'k', '106', 2500))).msg.Body
        .PlayerCompIssue,
    ).toBeDefined();
  });

  it('dropAfterApply: the comp is issued, the socket closed unanswered, and CommandStatus tells', async () => {
    sim.faults.set([{ operation: 'PlayerCompIssue', kind: 'dropAfterApply', times: 1 }]);
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: issueXml(demo, 'lost-answer', '106', 2500),
    };
    expect((await fetchText(`/PlayerCompIssue/${demo}`, init)).status).toBe('dropped');
    const status = parseXml((await fetchText(`/CommandStatus/lost-answer?playerId=${demo}`)).body)
      .CRMAcresMessage.Body.CommandStatus;
    expect(status).toMatchObject({ Status: 'Applied', PointBalance: '23640' });
    const retry = parseXml((await fetchText(`/PlayerCompIssue/${demo}`, init)).body).CRMAcresMessage.Body
      .PlayerCompIssue;
    expect(retry.CompCode).toBe(status.CompCode);
  });
});

describe('fault rules', () => {
  it('apply `times` requests, then lapse; match by operation and player', async () => {
    sim.faults.set([{ operation: 'PlayerBalances', playerId: demo, kind: 'status', times: 2 }]);
    expect((await get(sim, `/PlayerBalances/${SEEDED_PLAYERS.pending.playerId}`)).status).toBe(200);
    expect((await get(sim, `/PlayerProfile/${demo}`)).status).toBe(200);
    expect((await sim.inject(balances)).statusCode).toBe(503);
    expect((await sim.inject(balances)).statusCode).toBe(503);
    expect((await get(sim, balances)).status).toBe(200);
    expect(sim.faults.list()).toEqual([]);
  });

  it('refuse a malformed rule', () => {
    expect(() => sim.faults.set([{ operation: 'Nope', kind: 'hang' } as unknown as FaultRule])).toThrow(
      /operation/,
    );
    expect(() => sim.faults.set([{ operation: '*', kind: 'fire' } as unknown as FaultRule])).toThrow(/kind/);
  });
});

describe('the control API', () => {
  const json = (method: string, url: string, payload?: unknown) =>
    sim.inject({
      method: method as 'GET',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('PUT and DELETE /_control/faults', async () => {
    const put = await json('PUT', '/_control/faults', [
      { operation: 'CreditInfo', kind: 'status', status: 500 },
    ]);
    expect(put.statusCode).toBe(200);
    expect((await sim.inject(`/CreditInfo/${demo}`)).statusCode).toBe(500);
    expect((await json('DELETE', '/_control/faults')).statusCode).toBe(204);
    expect((await sim.inject(`/CreditInfo/${demo}`)).statusCode).toBe(200);
    const bad = await json('PUT', '/_control/faults', [{ operation: '*', kind: 'latency', ms: -1 }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatch(/ms/);
  });

  it('GET /_control/state shows the commands; POST /_control/reset goes back to the seed', async () => {
    await post(sim, `/PlayerCompIssue/${demo}`, issueXml(demo, 'seen', '105', 1000));
    await json('PUT', '/_control/faults', [{ operation: '*', kind: 'latency', ms: 1 }]);
    const state = (await json('GET', '/_control/state')).json();
    expect(state.commands).toMatchObject([
      { playerId: demo, commandId: 'seen', status: 'Applied', pointCost: 1000 },
    ]);
    expect(state.faults).toHaveLength(1);
    expect(state.players.find((p: { playerId: string }) => p.playerId === demo)).toMatchObject({
      pointBalance: 25_140,
      activeComps: 9,
    });
    const reset = (await json('POST', '/_control/reset')).json();
    expect(reset.commands).toEqual([]);
    expect(reset.faults).toEqual([]);
    expect((await get(sim, balances)).msg.Body.PlayerBalances.PointBalance).toBe('26140');
  });
});

describe('the API key', () => {
  const keyed = newSimulator({ apiKey: 'willow-key' });
  afterAll(() => keyed.close());

  it('is required on every request when the simulator has one', async () => {
    expect((await keyed.inject(balances)).statusCode).toBe(401);
    expect((await keyed.inject({ url: balances, headers: { 'x-api-key': 'wrong' } })).statusCode).toBe(401);
    expect((await keyed.inject({ url: '/_control/state' })).statusCode).toBe(401);
    const ok = await get(keyed, balances, { 'x-api-key': 'willow-key' });
    expect(ok.status).toBe(200);
    expect(ok.msg.Body.PlayerBalances.PointBalance).toBe('26140');
  });

  it('is not asked for when the simulator has none', async () => {
    expect((await sim.inject(balances)).statusCode).toBe(200);
  });
});
