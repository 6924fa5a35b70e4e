import { afterAll, describe, expect, it } from 'vitest';
import { issueXml, newSimulator } from './test/harness';

const ORIGIN = 'http://little-creek.localhost:8080';
const sim = newSimulator({ apiKey: 'k-1' });
afterAll(() => sim.close());

const preflight = (url: string, method: string) =>
  sim.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin: ORIGIN,
      'access-control-request-method': method,
      'access-control-request-headers': 'x-api-key',
    },
  });

describe('cross-origin reads', () => {
  it('answers any origin on a read, the 401 of a missing key too', async () => {
    const ok = await sim.inject({
      url: '/PlayerCard/0004417023',
      headers: { origin: ORIGIN, 'x-api-key': 'k-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe('*');
    const catalogue = await sim.inject({
      url: '/CompListMessage',
      headers: { origin: ORIGIN, 'x-api-key': 'k-1' },
    });
    expect(catalogue.headers['access-control-allow-origin']).toBe('*');
    const refused = await sim.inject({ url: '/PlayerCard/0004417023', headers: { origin: ORIGIN } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
  });

  it('lets a read be preflighted with X-Api-Key, without the key', async () => {
    const res = await preflight('/PlayerBalances/0004417023', 'GET');
    expect(res.statusCode).toBe(204);
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET',
      'access-control-allow-headers': 'X-Api-Key',
    });
  });

  it('gives writes and the control API no CORS header', async () => {
    for (const [url, method] of [
      ['/PlayerCompIssue/0004417023', 'POST'],
      ['/_control/faults', 'PUT'],
      ['/_control/state', 'GET'],
      ['/_control/reset', 'POST'],
    ] as const) {
      const res = await preflight(url, method);
      expect(res.statusCode, `${method} ${url}`).not.toBe(204);
      expect(res.headers['access-control-allow-origin'], `${method} ${url}`).toBeUndefined();
    }
    const state = await sim.inject({
      url: '/_control/state',
      headers: { origin: ORIGIN, 'x-api-key': 'k-1' },
    });
    expect(state.statusCode).toBe(200);
    expect(state.headers['access-control-allow-origin']).toBeUndefined();
    const issue = await sim.inject({
      method: 'POST',
      url: '/PlayerCompIssue/0004417023',
      payload: issueXml('0004417023', 'cors-1', '101', 2500),
      headers: { origin: ORIGIN, 'content-type': 'application/xml', 'x-api-key': 'k-1' },
    });
    expect(issue.headers['access-control-allow-origin']).toBeUndefined();
  });
});
