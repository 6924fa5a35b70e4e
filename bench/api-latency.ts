/**
 * API latency on loopback against the real server (embedded PGlite, or DATABASE_URL).
 * Bounded request counts; reports p50/p95/p99 and throughput per route.
 *   npx tsx bench/api-latency.ts [requestsPerRoute=400]
 */
import { client, formatStats, measure, startServer, waitReady, type Answer } from './lib/http-bench';

const PORT = Number(process.env.BENCH_PORT ?? 8089);
const N = Number(process.argv[2] ?? 400);
const { request, close } = client(PORT, 8);
const server = startServer(PORT);

const report = async (name: string, count: number, concurrency: number, call: () => Promise<Answer>) =>
  console.log(formatStats(await measure(name, count, concurrency, call)));

try {
  await waitReady(request);
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
  await report('GET /healthz', N, 8, () => request('GET', '/healthz', host));
  await report('GET /api/MetaData/Branding', N, 8, () => request('GET', '/api/MetaData/Branding', host));
  await report('GET /api/MetaData/{8 bootstrap types}', N, 8, () =>
    request(
      'GET',
      '/api/MetaData/SsoProviders,ExternalProfile,ExternalRewards,Branding,KioskMode,KioskLobbyToken,PlayerPortalSettings,KioskMedallionsLobbyConfig',
      host,
    ),
  );
  await report('GET /api/profile/ (Bearer)', N, 8, () => request('GET', '/api/profile/', bearer));
  await report('POST /oauth/token password (argon2id)', Math.min(N, 40), 2, login);
} finally {
  close();
  await server.stop();
}
