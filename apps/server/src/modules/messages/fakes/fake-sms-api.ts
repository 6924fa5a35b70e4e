import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedSms = {
  to: string;
  from: string;
  body: string;
  authorization: string | undefined;
  path: string;
};

/**
 * A Twilio-compatible Messages API over a real socket for tests: records what it accepts and
 * answers `status` (201 by default) so a test can take the provider down and bring it back.
 */
export async function startFakeSmsApi(options: { delayMs?: number } = {}) {
  const received: ReceivedSms[] = [];
  const state = { status: 201 };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      setTimeout(() => {
        const status = state.status;
        if (status === 201 && req.method === 'POST' && req.url?.endsWith('/Messages.json')) {
          const form = new URLSearchParams(raw);
          received.push({
            to: form.get('To') ?? '',
            from: form.get('From') ?? '',
            body: form.get('Body') ?? '',
            authorization: req.headers.authorization,
            path: req.url,
          });
          res.writeHead(201, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ sid: `SM${received.length}`, status: 'queued' }));
          return;
        }
        res.writeHead(status === 201 ? 404 : status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 21211, message: 'refused by the fake' }));
      }, options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** 201 accepts; 503 is an outage (retried); 400 refuses for good. */
    respondWith(status: number) {
      state.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
