import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  CmsApiKeyRefusedError,
  CmsBrokenAnswerError,
  CmsErrorAnswer,
  CmsNotSentError,
  CmsUnavailableError,
} from './cms-errors';
import { failure, hang, OK, sleep, useFakeCms, xml, type Handler } from './cms-fake-server.test-helpers';
import { answer, errorAnswer } from './cms-xml.test-helpers';

const cms = useFakeCms();

describe('createCmsHttpClient: answers', () => {
  it('answers the parsed envelope, sends X-Api-Key, and records the call', async () => {
    const { c, metrics } = cms.client({ apiKey: 'k-123' });
    const envelope = await c.get('PlayerBalances/0004417023');
    expect(envelope).toMatchObject({ operation: 'PlayerBalances', playerId: '0004417023' });
    expect(cms.requests[0]).toMatchObject({ method: 'GET', url: '/cms/PlayerBalances/0004417023' });
    expect(cms.requests[0]!.headers['x-api-key']).toBe('k-123');
    expect(metrics).toEqual([{ operation: 'PlayerBalances', outcome: 'ok', ms: expect.any(Number) }]);
  });

  it('posts XML, and sends no X-Api-Key without one', async () => {
    const { c } = cms.client();
    cms.handler = xml(answer('General', '', { operand: 'Success' }));
    await expect(c.post('PlayerCompVoid/0004417023', '<CRMAcresMessage/>')).resolves.toMatchObject({
      operation: 'General',
    });
    expect(cms.requests[0]).toMatchObject({ method: 'POST', body: '<CRMAcresMessage/>' });
    expect(cms.requests[0]!.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(cms.requests[0]!.headers).not.toHaveProperty('x-api-key');
  });

  it('throws a CMS error answer as CmsErrorAnswer', async () => {
    const { c, metrics } = cms.client();
    cms.handler = xml(errorAnswer('INSUFFICIENTPOINTS', 'Not enough points'));
    const error = await failure(c.post('PlayerCompIssue/1', '<x/>'));
    expect(error).toBeInstanceOf(CmsErrorAnswer);
    expect(error).toMatchObject({ code: 'INSUFFICIENTPOINTS' });
    expect(metrics[0]?.outcome).toBe('cmsError');
  });

  it('refuses a path that could leave the base URL', async () => {
    const { c } = cms.client();
    for (const path of ['/PlayerProfile/1', 'http://evil.example/x', '../admin', 'a/../../b']) {
      await expect(c.get(path)).rejects.toThrow(TypeError);
    }
    expect(cms.requests).toEqual([]);
  });
});

describe('createCmsHttpClient: failures', () => {
  it('gives up on a CMS that never answers within timeoutMs', async () => {
    const { c, metrics } = cms.client({ timeoutMs: 200 });
    cms.handler = hang;
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
    const { c } = cms.client({ timeoutMs: 200 });
    cms.handler = (_, res) => {
      res.writeHead(200, { 'Content-Type': 'application/xml' });
      res.write('<CRMAcresMessage><Header>');
    };
    const started = performance.now();
    const error = await failure(c.get('PlayerProfile/1'));
    expect(error).toBeInstanceOf(CmsUnavailableError);
    expect(error).not.toBeInstanceOf(CmsNotSentError);
    expect(performance.now() - started).toBeLessThan(200 + 150);
  });

  it.each([500, 502, 503, 404, 302, 204])('reads HTTP %i as unavailable', async (status) => {
    const { c } = cms.client();
    cms.handler = (_, res) => {
      res.writeHead(status, status === 302 ? { Location: 'http://127.0.0.1:1/' } : {});
      res.end(status === 204 ? undefined : 'nope');
    };
    const error = await failure(c.get('PlayerProfile/1'));
    expect(error).toBeInstanceOf(CmsUnavailableError);
    // The CMS may have acted before it failed: a write that ends so has an unknown outcome.
    expect(error).not.toBeInstanceOf(CmsNotSentError);
    expect(error.reason).toBe(`HTTP ${status}`);
    expect(cms.requests).toHaveLength(1);
  });

  it('reads HTTP 401 as a refused API key', async () => {
    const { c } = cms.client({ apiKey: 'wrong' });
    cms.handler = xml('', 401);
    await expect(c.get('PlayerProfile/1')).rejects.toBeInstanceOf(CmsApiKeyRefusedError);
    await expect(c.get('PlayerProfile/1')).rejects.toBeInstanceOf(CmsNotSentError);
  });

  it('reads a refused connection as unavailable, and as never sent (a write there did nothing)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { c } = cms.client({ baseUrl: `http://127.0.0.1:${port}` });
    const error = await failure(c.get('PlayerProfile/1'));
    expect(error).toBeInstanceOf(CmsNotSentError);
    expect(error.reason).toMatch(/ECONNREFUSED/);
  });

  it('stops reading a body that grows past 1 MiB and drops the connection', async () => {
    const { c, metrics } = cms.client({ timeoutMs: 2000 });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let written = 0;
    cms.handler = (_, res) => {
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
    expect(cms.closedEarly).toBe(1);
    expect(written).toBeLessThan(16 * 1024 * 1024);
  });

  it('refuses a declared Content-Length over 1 MiB without reading it', async () => {
    const { c } = cms.client();
    cms.handler = (_, res) => {
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
    const { c } = cms.client();
    cms.handler = broken;
    await expect(c.get('PlayerProfile/1')).rejects.toBeInstanceOf(CmsBrokenAnswerError);
  });
});
