/**
 * The cost of a casino system: each player read of little-creek on the bundled CMS simulator (over loopback
 * HTTP, as CMS_XML_URL_LITTLE_CREEK puts it) side by side with the same read of naskila on the portal's own
 * ledger, and the CMS calls themselves as the server's cms_call_duration_seconds histogram saw them.
 * Bounded counts, concurrency 4, PGlite by default (DATABASE_URL: a throwaway PostgreSQL database).
 *   npx tsx bench/cms-calls.ts [requestsPerRead=200]
 */
import type { AddressInfo } from 'node:net';
import { createSimulator } from '@patron/cms-simulator';
import { passwordGrantBody } from './lib/demo-grant';
import {
  client,
  createThrowawayDatabase,
  formatStats,
  freePort,
  measure,
  startServer,
  waitReady,
  type Stats,
} from './lib/http-bench';

const N = Number(process.argv[2] ?? 200);
const CONCURRENCY = 4;
const READS = [
  '/api/rewards/ext/balances',
  '/api/rewards/ext/tier',
  '/api/rewards/ext/offers',
  '/api/rewards/?pageSize=100',
  '/api/statements/rewards?pageSize=50',
];

const sim = createSimulator();
await sim.listen({ port: 0, host: '127.0.0.1' });
const simUrl = `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`;
const baseUrl = process.env.DATABASE_URL;
const database = baseUrl ? await createThrowawayDatabase(baseUrl) : undefined;
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const server = startServer(port, {
  NODE_ENV: 'test',
  CMS_XML_URL_LITTLE_CREEK: simUrl,
  ...(database ? { DATABASE_URL: database.url } : {}),
});
const api = client(port, CONCURRENCY);

async function signIn(brand: string) {
  const host = { host: `${brand}.localhost` };
  const token = await api.request(
    'POST',
    '/oauth/token',
    { ...host, 'content-type': 'application/x-www-form-urlencoded' },
    passwordGrantBody('demo'),
  );
  if (token.status !== 200) throw new Error(`sign-in on ${brand}: HTTP ${token.status} ${token.body}`);
  return {
    ...host,
    authorization: `Bearer ${(JSON.parse(token.body) as { access_token: string }).access_token}`,
  };
}

/** Mean and count of each CMS message from the server's histogram. */
function cmsCalls(metrics: string) {
  const rows = new Map<string, { sum: number; count: number }>();
  for (const line of metrics.split('\n')) {
    const m =
      /^cms_call_duration_seconds_(sum|count)\{brand="([^"]+)",operation="([^"]+)",outcome="ok"\} (\S+)$/.exec(
        line,
      );
    if (!m) continue;
    const row = rows.get(m[3]!) ?? { sum: 0, count: 0 };
    row[m[1] as 'sum' | 'count'] = Number(m[4]);
    rows.set(m[3]!, row);
  }
  return rows;
}

try {
  await waitReady(api.request);
  const cms = await signIn('little-creek');
  const local = await signIn('naskila');
  console.log(
    `little-creek on the CMS simulator vs naskila on its own ledger, loopback, ${database ? 'PostgreSQL' : 'PGlite'}, ` +
      `concurrency ${CONCURRENCY}, ${N} requests per read\n`,
  );
  const rows: [Stats, Stats][] = [];
  for (const path of READS) {
    for (const headers of [cms, local]) {
      const check = await api.request('GET', path, headers);
      if (check.status !== 200) throw new Error(`${path}: HTTP ${check.status} ${check.body.slice(0, 200)}`);
      await measure('warm-up', Math.min(30, N), CONCURRENCY, () => api.request('GET', path, headers));
    }
    const onCms = await measure(`${path} (CMS)`, N, CONCURRENCY, () => api.request('GET', path, cms));
    const onLocal = await measure(`${path} (local)`, N, CONCURRENCY, () => api.request('GET', path, local));
    rows.push([onCms, onLocal]);
  }
  for (const [onCms, onLocal] of rows) {
    console.log(formatStats(onCms));
    console.log(formatStats(onLocal));
    console.log(
      `  CMS/local p50 ${(onCms.p50 / onLocal.p50).toFixed(2)}×  p99 ${(onCms.p99 / onLocal.p99).toFixed(2)}×`,
    );
  }
  const metrics = await api.request('GET', '/metrics', {});
  console.log('\nCMS calls as the server timed them (mean over the whole run, outcome ok):');
  for (const [operation, { sum, count }] of [...cmsCalls(metrics.body)].sort()) {
    console.log(
      `  ${operation.padEnd(24)} n=${String(count).padStart(5)}  mean ${((sum / count) * 1000).toFixed(2)} ms`,
    );
  }
} finally {
  api.close();
  await server.stop();
  await sim.close();
  await database?.drop();
}
