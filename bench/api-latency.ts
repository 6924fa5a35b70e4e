/**
 * API latency on loopback against the real server (embedded PGlite, or DATABASE_URL).
 * Bounded request counts; reports p50/p95/p99 and throughput per route.
 *   npx tsx bench/api-latency.ts [requestsPerRoute=400]
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const PORT = Number(process.env.BENCH_PORT ?? 8089);
const N = Number(process.argv[2] ?? 400);
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

type Answer = { status: number; body: string };

function request(method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, method, path, headers, agent }, (res) => {
      let data = '';
      res.on('data', (c: Buffer) => (data += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function waitReady() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await request('GET', '/readyz', {})).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await sleep(500);
  }
  throw new Error('server did not become ready');
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function measure(name: string, count: number, concurrency: number, call: () => Promise<Answer>) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < count) {
        const t0 = performance.now();
        const answer = await call();
        if (answer.status >= 400) throw new Error(`${name}: HTTP ${answer.status} ${answer.body}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(2).padStart(8);
  console.log(
    `${name.padEnd(34)} n=${String(count).padStart(4)}  p50${f(percentile(times, 50))} ms  p95${f(percentile(times, 95))} ms  p99${f(percentile(times, 99))} ms  ${(count / seconds).toFixed(0).padStart(6)} req/s`,
  );
}

const server = spawn('npx', ['tsx', 'apps/server/src/server.ts'], {
  cwd: new URL('..', import.meta.url).pathname,
  env: {
    ...process.env,
    PORT: String(PORT),
    PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR ?? 'memory://',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});

try {
  await waitReady();
  const host = { host: 'naskila.localhost' };
  const form = { ...host, 'content-type': 'application/x-www-form-urlencoded' };
  const login = () =>
    request(
      'POST',
      '/oauth/token',
      form,
      'grant_type=password&username=demo&password=Player%232026&client_id=player-portal',
    );
  const { access_token } = JSON.parse((await login()).body) as { access_token: string };
  const bearer = { ...host, authorization: `Bearer ${access_token}` };

  console.log(
    `Patron Portal API on loopback, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, concurrency 8\n`,
  );
  await measure('GET /healthz', N, 8, () => request('GET', '/healthz', host));
  await measure('GET /api/MetaData/Branding', N, 8, () => request('GET', '/api/MetaData/Branding', host));
  await measure('GET /api/MetaData/{8 bootstrap types}', N, 8, () =>
    request(
      'GET',
      '/api/MetaData/SsoProviders,ExternalProfile,ExternalRewards,Branding,KioskMode,KioskLobbyToken,PlayerPortalSettings,KioskMedallionsLobbyConfig',
      host,
    ),
  );
  await measure('GET /api/profile/ (Bearer)', N, 8, () => request('GET', '/api/profile/', bearer));
  await measure('POST /oauth/token password (argon2id)', Math.min(N, 40), 2, login);
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  agent.destroy();
}
