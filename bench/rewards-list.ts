/**
 * GET /api/rewards/?pageSize=1000 for `highroller` (1000 active rewards) against the real server,
 * side by side with a bare Fastify app serving the exact same JSON bytes. Loopback, keep-alive,
 * concurrency 8, bounded request counts. PGlite by default; with DATABASE_URL, a throwaway
 * PostgreSQL database is created next to it and dropped afterwards. Goal: p99 ≤ 2× bare.
 *   npx tsx bench/rewards-list.ts [requestsPerTarget=300]
 */
import net from 'node:net';
import Fastify from 'fastify';
import { passwordGrantBody } from './lib/demo-grant';
import {
  client,
  createThrowawayDatabase,
  formatStats,
  measure,
  startServer,
  waitReady,
  type Stats,
} from './lib/http-bench';

const N = Number(process.argv[2] ?? 300);
const CONCURRENCY = 8;
const WARMUP = Math.min(50, N);
const PATH = '/api/rewards/?pageSize=1000';

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

const baseUrl = process.env.DATABASE_URL;
const database = baseUrl ? await createThrowawayDatabase(baseUrl) : undefined;
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const server = startServer(port, {
  NODE_ENV: 'test',
  PGLITE_DATA_DIR: 'memory://',
  ...(database ? { DATABASE_URL: database.url } : {}),
});
const api = client(port, CONCURRENCY);
const bare = Fastify({ logger: false });
let bareClient: ReturnType<typeof client> | undefined;

try {
  await waitReady(api.request);
  const host = { host: 'naskila.localhost' };
  const token = await api.request(
    'POST',
    '/oauth/token',
    { ...host, 'content-type': 'application/x-www-form-urlencoded' },
    passwordGrantBody('highroller'),
  );
  if (token.status !== 200) throw new Error(`sign-in failed: HTTP ${token.status} ${token.body}`);
  const { access_token } = JSON.parse(token.body) as { access_token: string };
  const bearer = { ...host, authorization: `Bearer ${access_token}` };

  const sample = await api.request('GET', PATH, bearer);
  if (sample.status !== 200) throw new Error(`${PATH}: HTTP ${sample.status} ${sample.body}`);
  const bytes = Buffer.from(sample.body);
  const contentType = String(sample.headers['content-type'] ?? 'application/json; charset=utf-8');
  const items = (JSON.parse(sample.body) as { data: unknown[] }).data.length;

  bare.get('/api/rewards/', (_request, reply) => reply.type(contentType).send(bytes));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  bareClient = client((bare.server.address() as net.AddressInfo).port, CONCURRENCY);
  const bareCheck = await bareClient.request('GET', PATH, {});
  if (bareCheck.body !== sample.body) throw new Error('bare Fastify does not answer the same bytes');

  const callServer = () => api.request('GET', PATH, bearer);
  const callBare = () => bareClient!.request('GET', PATH, {});
  await measure('warm-up server', WARMUP, CONCURRENCY, callServer);
  await measure('warm-up bare', WARMUP, CONCURRENCY, callBare);

  console.log(
    `${PATH} as highroller@naskila on loopback, ${database ? 'PostgreSQL' : 'PGlite'}, ` +
      `concurrency ${CONCURRENCY}, ${N} requests per target\n` +
      `body ${bytes.length} bytes, ${items} rewards, content-type ${contentType}\n`,
  );
  const results: Stats[] = [];
  results.push(await measure('server (auth + SQL + reply)', N, CONCURRENCY, callServer));
  results.push(await measure('bare Fastify (same bytes)', N, CONCURRENCY, callBare));
  for (const s of results) console.log(formatStats(s));
  const [s, b] = results as [Stats, Stats];
  const ratio = (x: number, y: number) => `${(x / y).toFixed(2)}×`;
  console.log(
    `\nserver/bare: p50 ${ratio(s.p50, b.p50)}  p99 ${ratio(s.p99, b.p99)}  req/s ${ratio(s.rps, b.rps)}` +
      `  (goal p99 ≤ 2×: ${s.p99 <= 2 * b.p99 ? 'met' : 'not met'})`,
  );
} finally {
  api.close();
  bareClient?.close();
  await bare.close();
  await server.stop();
  await database?.drop();
}
