import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createCmsHttpClient, type CmsCallMetric, type CmsHttpClientOptions } from './cms-http-client';
import { answer, el, text } from './cms-xml.test-helpers';

export type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

export const OK = answer('PlayerBalances', el('PlayerBalances', text('PointBalance', '12500')));
export const xml =
  (body: string, status = 200, type = 'application/xml; charset=utf-8'): Handler =>
  (_, res) => {
    res.writeHead(status, { 'Content-Type': type });
    res.end(body);
  };
export const hang: Handler = () => undefined;

/**
 * A CMS on a real loopback socket for the HTTP client's tests: each test sets `handler`, and reads
 * what was asked (`requests`) and how many answers the client cut off (`closedEarly`).
 */
export function useFakeCms() {
  let server: Server;
  const fake = {
    baseUrl: '',
    handler: xml(OK),
    requests: [] as { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[],
    closedEarly: 0,
    client(options: Partial<CmsHttpClientOptions> = {}) {
      const metrics: CmsCallMetric[] = [];
      const c = createCmsHttpClient({
        baseUrl: fake.baseUrl,
        timeoutMs: 2_000,
        metrics: (m) => metrics.push(m),
        ...options,
      });
      return { c, metrics };
    },
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        fake.requests.push({ method: req.method, url: req.url, headers: req.headers, body });
        res.on('close', () => {
          if (!res.writableFinished) fake.closedEarly++;
        });
        fake.handler(req, res, body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cms`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    fake.handler = xml(OK);
    fake.requests = [];
    fake.closedEarly = 0;
  });

  return fake;
}

export async function failure(promise: Promise<unknown>): Promise<Error & { reason?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
