import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CmsApiKeyRefusedError,
  CmsBrokenAnswerError,
  CmsErrorAnswer,
  CmsUnavailableError,
} from './cms-errors';
import { createCmsHttpClient, type CmsCallMetric, type CmsHttpClientOptions } from './cms-http-client';
import { answer, el, errorAnswer, text } from './cms-xml.test-helpers';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let requests: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[];
let closedEarly: number;

const OK = answer('PlayerBalances', el('PlayerBalances', text('PointBalance', '12500')));
const xml =
  (body: string, status = 200, type = 'application/xml; charset=utf-8'): Handler =>
  (_, res) => {
    res.writeHead(status, { 'Content-Type': type });
    res.end(body);
  };
const hang: Handler = () => undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.on('close', () => {
        if (!res.writableFinished) closedEarly++;
      });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cms`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  handler = xml(OK);
  requests = [];
  closedEarly = 0;
});

function client(options: Partial<CmsHttpClientOptions> = {}) {
  const metrics: CmsCallMetric[] = [];
  const c = createCmsHttpClient({ baseUrl, timeoutMs: 300, metrics: (m) => metrics.push(m), ...options });
  return { c, metrics };
}

async function failure(promise: Promise<unknown>): Promise<Error & { reason?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createCmsHttpClient: answers', () => {
  it('answers the parsed envelope, sends X-Api-Key, and records the call', async () => {
    const { c, metrics } = client({ apiKey: 'k-123' });
    const envelope = await c.get('PlayerBalances/0004417023');
    expect(envelope).toMatchObject({ operation: 'PlayerBalances', playerId: '0004417023' });
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/cms/PlayerBalances/0004417023' });
    expect(requests[0]!.headers['x-api-key']).toBe('k-123');
    expect(metrics).toEqual([{ operation: 'PlayerBalances', outcome: 'ok', ms: expect.any(Number) }]);
  });

  it('posts XML, and sends no X-Api-Key without one', async () => {
    const { c } = client();
    handler = xml(answer('General', '', { operand: 'Success' }));
    await expect(c.post('PlayerCompVoid/0004417023', '<CRMAcresMessage/>')).resolves.toMatchObject({
      operation: 'General',
    });
    expect(requests[0]).toMatchObject({ method: 'POST', body: '<CRMAcresMessage/>' });
    expect(requests[0]!.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(requests[0]!.headers).not.toHaveProperty('x-api-key');
  });

  it('throws a CMS error answer as CmsErrorAnswer', async () => {
    const { c, metrics } = client();
    handler = xml(errorAnswer('INSUFFICIENTPOINTS', 'Not enough points'));
    const error = await failure(c.post('PlayerCompIssue/1', '<x/>'));
    expect(error).toBeInstanceOf(CmsErrorAnswer);
    expect(error).toMatchObject({ code: 'INSUFFICIENTPOINTS' });
    expect(metrics[0]?.outcome).toBe('cmsError');
  });

  it('refuses a path that could leave the base URL', async () => {
    const { c } = client();
    for (const path of ['/PlayerProfile/1', 'http://evil.example/x', '../admin', 'a/../../b']) {
      await expect(c.get(path)).rejects.toThrow(TypeError);
    }
    expect(requests).toEqual([]);
  });
});

describe('createCmsHttpClient: failures', () => {
  it('gives up on a CMS that never answers within timeoutMs', async () => {
    const { c, metrics } = client({ timeoutMs: 200 });
    handler = hang;
    const started = performance.now();
    const error = await failure(c.get('PlayerProfile/1'));
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(CmsUnavailableError);
    expect(error.reason).toBe('no answer within 200 ms');
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(200 + 150);
    expect(metrics[0]?.outcome).toBe('unavailable');
  });

  it('bounds the body by the same timeout: headers at once, then a stall', async () => {
    const { c } = client({ timeoutMs: 200 });
    handler = (_, res) => {
      res.writeHead(200, { 'Content-Type': 'application/xml' });
      res.write('<CRMAcresMessage><Header>');
    };
    const started = performance.now();
    const error = await failure(c.get('PlayerProfile/1'));
    expect(error).toBeInstanceOf(CmsUnavailableError);
    expect(performance.now() - started).toBeLessThan(200 + 150);
  });

  it.each([500, 502, 503, 404, 302, 204])('reads HTTP %i as unavailable', async (status) => {
    const { c } = client();
    handler = (_, res) => {
      res.writeHead(status, status === 302 ? { Location: 'http://127.0.0.1:1/' } : {});
      res.end(status === 204 ? undefined : 'nope');
    };
    const error = await failure(c.get('PlayerProfile/1'));
    expect(error).toBeInstanceOf(CmsUnavailableError);
    expect(error.reason).toBe(`HTTP ${status}`);
    expect(requests).toHaveLength(1);
  });

  it('reads HTTP 401 as a refused API key', async () => {
    const { c } = client({ apiKey: 'wrong' });
    handler = xml('', 401);
    await expect(c.get('PlayerProfile/1')).rejects.toBeInstanceOf(CmsApiKeyRefusedError);
  });

  it('reads a refused connection as unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { c } = client({ baseUrl: `http://127.0.0.1:${port}` });
    const error = await failure(c.get('PlayerProfile/1'));
    expect(error).toBeInstanceOf(CmsUnavailableError);
    expect(error.reason).toMatch(/ECONNREFUSED/);
  });

  it('stops reading a body that grows past 1 MiB and drops the connection', async () => {
    const { c, metrics } = client({ timeoutMs: 2000 });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let written = 0;
    handler = (_, res) => {
      res.writeHead(200, { 'Content-Type': 'application/xml' });
      res.write('<CRMAcresMessage><Body>');
      const pump = () => {
        while (!res.destroyed && written < 64 * 1024 * 1024 && res.write(chunk)) written += chunk.length;
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
    };
    const started = performance.now();
    const error = await failure(c.get('PlayerProfile/1'));
    expect(error).toBeInstanceOf(CmsBrokenAnswerError);
    expect(error.reason).toBe('body over 1048576 bytes');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(metrics[0]?.outcome).toBe('broken');
    await sleep(50);
    expect(closedEarly).toBe(1);
    expect(written).toBeLessThan(16 * 1024 * 1024);
  });

  it('refuses a declared Content-Length over 1 MiB without reading it', async () => {
    const { c } = client();
    handler = (_, res) => {
      res.writeHead(200, { 'Content-Type': 'application/xml', 'Content-Length': String(2 * 1024 * 1024) });
      res.write('<a>');
    };
    const error = await failure(c.get('PlayerProfile/1'));
    expect(error.reason).toBe('body over 1048576 bytes (Content-Length)');
  });

  it.each([
    ['not XML', xml('Service Unavailable')],
    ['an HTML page with 200', xml('<html><body>maintenance</body></html>', 200, 'text/html')],
    ['bytes that are not UTF-8', ((_, res) => res.end(Buffer.from([0x3c, 0x61, 0xff, 0x3e]))) as Handler],
    ['a hostile answer', xml(`<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${OK}`)],
  ])('reads %s as a broken answer', async (_, broken) => {
    const { c } = client();
    handler = broken;
    await expect(c.get('PlayerProfile/1')).rejects.toBeInstanceOf(CmsBrokenAnswerError);
  });
});

describe('createCmsHttpClient: circuit breaker', () => {
  const breaker = { consecutiveFailures: 3, halfOpenAfterMs: 200 };

  it('opens after N consecutive failures and then answers at once without calling the CMS', async () => {
    const { c, metrics } = client({ breaker });
    handler = xml('', 503);
    for (let i = 0; i < 3; i++)
      await expect(c.get('PlayerProfile/1')).rejects.toBeInstanceOf(CmsUnavailableError);
    expect(c.breakerState).toBe('open');
    const started = performance.now();
    const error = await failure(c.get('PlayerProfile/1'));
    expect(performance.now() - started).toBeLessThan(20);
    expect(error).toBeInstanceOf(CmsUnavailableError);
    expect(error.reason).toBe('circuit breaker open');
    expect(requests).toHaveLength(3);
    expect(metrics.map((m) => m.outcome)).toEqual([
      'unavailable',
      'unavailable',
      'unavailable',
      'breakerOpen',
    ]);
  });

  it('counts timeouts and broken answers as failures too', async () => {
    const { c } = client({ breaker, timeoutMs: 100 });
    handler = hang;
    await expect(c.get('PlayerProfile/1')).rejects.toBeInstanceOf(CmsUnavailableError);
    handler = xml('garbage');
    await expect(c.get('PlayerProfile/1')).rejects.toBeInstanceOf(CmsBrokenAnswerError);
    await expect(c.get('PlayerProfile/1')).rejects.toBeInstanceOf(CmsBrokenAnswerError);
    expect(c.breakerState).toBe('open');
  });

  it('half-opens after a while, and one good answer closes it', async () => {
    const { c } = client({ breaker });
    handler = xml('', 500);
    for (let i = 0; i < 3; i++) await expect(c.get('PlayerProfile/1')).rejects.toThrow();
    await expect(c.get('PlayerProfile/1')).rejects.toThrow(CmsUnavailableError);
    expect(requests).toHaveLength(3);
    await sleep(breaker.halfOpenAfterMs + 20);
    handler = xml(OK);
    await expect(c.get('PlayerBalances/1')).resolves.toMatchObject({ operation: 'PlayerBalances' });
    expect(c.breakerState).toBe('closed');
    await expect(c.get('PlayerBalances/1')).resolves.toBeDefined();
    expect(requests).toHaveLength(5);
  });

  it('opens again at once when the test call after the pause fails', async () => {
    const { c } = client({ breaker });
    handler = xml('', 500);
    for (let i = 0; i < 3; i++) await expect(c.get('PlayerProfile/1')).rejects.toThrow();
    await sleep(breaker.halfOpenAfterMs + 20);
    await expect(c.get('PlayerProfile/1')).rejects.toThrow(CmsUnavailableError);
    expect(c.breakerState).toBe('open');
    expect(requests).toHaveLength(4);
  });

  it('never opens for CMS error answers: the CMS is up and said no', async () => {
    const { c } = client({ breaker });
    handler = xml(errorAnswer('INSUFFICIENTPOINTS', 'Not enough points'));
    for (let i = 0; i < 10; i++)
      await expect(c.post('PlayerCompIssue/1', '<x/>')).rejects.toBeInstanceOf(CmsErrorAnswer);
    expect(c.breakerState).toBe('closed');
    // An error answer between failures breaks their run.
    for (const h of [
      xml('', 500),
      xml('', 500),
      xml(errorAnswer('NORECORDS', 'none')),
      xml('', 500),
      xml('', 500),
    ]) {
      handler = h;
      await expect(c.get('CompHistory/1')).rejects.toThrow();
    }
    expect(c.breakerState).toBe('closed');
    expect(requests).toHaveLength(15);
  });

  it('keeps one breaker per client: another tenant is unaffected', async () => {
    const dead = client({ breaker });
    const alive = client({ breaker });
    handler = xml('', 500);
    for (let i = 0; i < 3; i++) await expect(dead.c.get('PlayerProfile/1')).rejects.toThrow();
    handler = xml(OK);
    await expect(alive.c.get('PlayerBalances/1')).resolves.toBeDefined();
    expect([dead.c.breakerState, alive.c.breakerState]).toEqual(['open', 'closed']);
  });
});
