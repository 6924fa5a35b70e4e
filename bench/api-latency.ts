/**
 * The API against its floors, on loopback, in one run: on embedded PGlite, then on PostgreSQL (a
 * throwaway database next to BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 *   GET /api/MetaData/Branding  (50 connections) vs bare Fastify serving the same bytes
 *   GET /api/profile/           (50 connections) vs bare Fastify serving the same bytes
 *   POST /oauth/token password  (8 clients)      vs raw argon2id verify, same parameters and cores
 * The floors are built and run here; every target runs in its own process. Bounded request counts;
 * each target is measured ROUNDS times, alternating with its floor, and its best round is kept.
 * The grant runs BENCH_GRANT_ROUNDS rounds (default 5), each followed by its floors; its verdict is
 * the median of the rounds' own ratios, since this machine's speed drifts from minute to minute.
 *   npx tsx bench/api-latency.ts [getRequests=40000] [grantRequests=320]
 * BENCH_ONLY=pglite|postgres runs one database, BENCH_ROUTE=branding|profile|grant one route;
 * BENCH_GRANT_WARMUP=<n> sign-ins before the grant is measured (default 3000);
 * BENCH_VERBOSE=1 prints each grant round (server and floor req/s, CPU per sign-in and per verify);
 * BENCH_CPU_PROF=<dir> writes the server's CPU profile (node --cpu-prof) there, and
 * `tsx bench/lib/cpu-profile-top.ts <file>` lists where its time went.
 */
import { availableParallelism } from 'node:os';
import { BRANDS } from '@patron/contracts';
import { databasesToMeasure, PG_BASE } from './lib/bench-databases';
import { passwordGrantBody } from './lib/demo-grant';
import { threadCpu, type ThreadCpu } from './lib/thread-cpu';
import {
  argon2Floor,
  client,
  createThrowawayDatabase,
  freePort,
  load,
  startBare,
  startServer,
  waitReady,
  type LoadResult,
} from './lib/http-bench';

// Bare Fastify answers 40–50k GETs a second here: fewer than 40 000 would be a run of a fraction of
// a second. 320 sign-ins take about two seconds.
const GET_REQUESTS = Number(process.argv[2] ?? 40000);
const GRANT_REQUESTS = Number(process.argv[3] ?? 320);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
// V8 compiles the sign-in's JavaScript (TurboFan, on its worker threads) over its first several
// hundred calls: with 16 sign-ins of warm-up, compilation was still going on during the measured
// rounds (15–30 functions per 160 sign-ins) and cost 0.3–1.8 ms of CPU per sign-in. The floor,
// native argon2, is at its steady state after its own 16 verifications. V8 11 (Node 20) hands a
// function to TurboFan after it has run ~66 KB of bytecode a few times over: what runs once per
// sign-in (Fastify's handleRequest and Reply.send, node's IncomingMessage) was still being
// optimized after 1 500 sign-ins (--trace-opt), and the main thread's CPU per sign-in fell from
// 1.14 to 0.80-0.92 ms over the first 3 500 (batches of 500). The server is measured warm.
const GRANT_WARMUP = Number(process.env.BENCH_GRANT_WARMUP ?? 3000);
const GRANT_ROUNDS = Number(process.env.BENCH_GRANT_ROUNDS ?? Math.max(ROUNDS, 5));
const CONNECTIONS = 50;
const GRANT_CLIENTS = 8;
const route = process.env.BENCH_ROUTE;
const wants = (name: string) => !route || route === name;
const GOALS = { branding: 0.5, profile: 0.1, grant: 0.8 } as const;
const cpus = availableParallelism();

type Row = {
  name: string;
  server: LoadResult;
  floor: LoadResult;
  floorName: string;
  goal?: number;
  /** Server CPU per request (ms): its main thread, and all its threads (argon2 included). */
  cpu?: { mainMs: number; allMs: number; floorMs: number };
  /** Each round's ratio to the floor measured right after it; the verdict is their median. */
  paired?: number[];
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
};

const best = (a: LoadResult | undefined, b: LoadResult) => (a && a.rps >= b.rps ? a : b);

async function runOn(kind: 'PGlite' | 'PostgreSQL'): Promise<Row[]> {
  const database = kind === 'PostgreSQL' ? await createThrowawayDatabase(PG_BASE) : undefined;
  const port = await freePort();
  const cpuProf = process.env.BENCH_CPU_PROF;
  const server = startServer(
    port,
    {
      NODE_ENV: 'test',
      PGLITE_DATA_DIR: 'memory://',
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000000',
      ...(database ? { DATABASE_URL: database.url } : { DATABASE_URL: '' }),
    },
    cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${cpuProf}/${kind}`] : [],
  );
  const api = client(port, GRANT_CLIENTS);
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    await waitReady(api.request);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const signIn = (brand: string) =>
      api.request('POST', '/oauth/token', { ...form, host: `${brand}.localhost` }, passwordGrantBody());
    const token = await signIn('naskila');
    if (token.status !== 200) throw new Error(`sign-in failed: HTTP ${token.status} ${token.body}`);
    const { access_token } = JSON.parse(token.body) as { access_token: string };
    // What the web sends on every call (docs/product.md#api-calls common headers).
    const host = { host: 'naskila.localhost', locale: 'en-US' };
    const bearer = { ...host, authorization: `Bearer ${access_token}` };

    const sample = async (path: string, headers: Record<string, string>) => {
      const res = await api.request('GET', path, headers);
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${res.body}`);
      const contentType = String(res.headers['content-type'] ?? 'application/json; charset=utf-8');
      return { path, contentType, body: Buffer.from(res.body) };
    };
    const branding = await sample('/api/MetaData/Branding', host);
    const profile = await sample('/api/profile/', bearer);
    bare = await startBare([branding, profile]);
    const barePort = bare.port;

    const get = async (name: string, path: string, headers: Record<string, string>, goal: number) => {
      const serverRun = () => load({ port, path, connections: CONNECTIONS, amount: GET_REQUESTS, headers });
      const bareRun = () => load({ port: barePort, path, connections: CONNECTIONS, amount: GET_REQUESTS });
      await load({ port, path, connections: CONNECTIONS, amount: Math.min(1000, GET_REQUESTS), headers });
      await load({ port: barePort, path, connections: CONNECTIONS, amount: Math.min(1000, GET_REQUESTS) });
      let s: LoadResult | undefined;
      let f: LoadResult | undefined;
      for (let round = 0; round < ROUNDS; round++) {
        s = best(s, await serverRun());
        f = best(f, await bareRun());
      }
      return { name, server: s!, floor: f!, floorName: 'bare Fastify, same bytes', goal };
    };

    const rows: Row[] = [];
    if (wants('branding'))
      rows.push(await get('GET /api/MetaData/Branding', branding.path, host, GOALS.branding));
    if (wants('profile')) rows.push(await get('GET /api/profile/', profile.path, bearer, GOALS.profile));
    if (!wants('grant')) return rows;

    // Eight clients, each signing in `demo` of its own brand: one account's lockout counts only
    // its own attempts in flight, as eight players signing in at once would. autocannon drives the
    // load (node:http spent 1–1.5 ms of CPU per sign-in on the same cores, autocannon 0.25–0.7).
    const brands = BRANDS.slice(0, GRANT_CLIENTS);
    const grant = (amount: number) =>
      load({
        port,
        path: '/oauth/token',
        method: 'POST',
        connections: GRANT_CLIENTS,
        amount,
        headers: form,
        body: passwordGrantBody(),
        connectionHeaders: (i) => ({ host: `${brands[i % brands.length] ?? 'naskila'}.localhost` }),
      });
    const bareVerify = (amount: number) =>
      load({
        port: barePort,
        path: '/verify',
        method: 'POST',
        connections: GRANT_CLIENTS,
        amount,
        headers: form,
        body: 'password=Player%232026',
      });
    await grant(GRANT_WARMUP);
    await bareVerify(GRANT_CLIENTS * 4);
    let g: LoadResult | undefined;
    let b: LoadResult | undefined;
    let a = 0;
    let floorCpuMs = Infinity;
    let cpu: Row['cpu'];
    const paired: number[] = [];
    let perCore: LoadResult | undefined;
    const pairedPerCore: number[] = [];
    for (let round = 0; round < GRANT_ROUNDS; round++) {
      const before = threadCpu(server.pid);
      const m = await grant(GRANT_REQUESTS);
      const spent = perRequest(before, threadCpu(server.pid), m.count);
      if (spent && (!cpu || spent.mainMs < cpu.mainMs)) cpu = spent;
      g = best(g, m);
      const floor = await argon2Floor(GRANT_REQUESTS, GRANT_CLIENTS);
      a = Math.max(a, floor.rps);
      paired.push(m.rps / floor.rps);
      if (process.env.BENCH_VERBOSE)
        console.log(
          `grant round ${round + 1}: ${m.rps.toFixed(0)} / ${floor.rps.toFixed(0)} req/s, CPU per sign-in ` +
            `${spent ? `${spent.mainMs.toFixed(2)} ms main, ${spent.allMs.toFixed(2)} ms all` : '–'}, ` +
            `floor ${floor.cpuMs.toFixed(2)} ms per verify`,
        );
      floorCpuMs = Math.min(floorCpuMs, floor.cpuMs);
      const onePerCore = await argon2Floor(GRANT_REQUESTS, GRANT_CLIENTS, cpus);
      perCore = best(perCore, { ...onePerCore, p50: NaN, p99: NaN, count: GRANT_REQUESTS });
      pairedPerCore.push(m.rps / onePerCore.rps);
      b = best(b, await bareVerify(GRANT_REQUESTS));
    }
    rows.push({
      name: 'POST /oauth/token (password)',
      server: g!,
      floor: { rps: a, p50: NaN, p99: NaN, count: GRANT_REQUESTS },
      floorName: 'raw argon2id verify',
      goal: GOALS.grant,
      paired,
      ...(cpu ? { cpu: { ...cpu, floorMs: floorCpuMs } } : {}),
    });
    // The same verifications behind bare Fastify, for the same eight clients: the load generator's
    // own CPU on the same cores then weighs on the floor as it does on the grant.
    rows.push({ name: '  same, over HTTP', server: g!, floor: b!, floorName: 'bare Fastify + argon2id' });
    // The server runs one argon2id per core (lib/argon2-workers); the issue's floor runs Node's
    // default pool of four. The same raw verifications one per core, to show what that is worth.
    rows.push({
      name: '  same, one verify per core',
      server: g!,
      floor: perCore!,
      floorName: `raw argon2id, pool of ${cpus}`,
      paired: pairedPerCore,
    });
    return rows;
  } finally {
    api.close();
    await bare?.stop();
    await server.stop();
    await database?.drop();
  }
}

function perRequest(before: ThreadCpu | undefined, after: ThreadCpu | undefined, count: number) {
  if (!before || !after) return undefined;
  return { mainMs: (after.mainMs - before.mainMs) / count, allMs: (after.allMs - before.allMs) / count };
}

function print(kind: string, rows: Row[]) {
  const n = (x: number, w: number) => (Number.isFinite(x) ? x.toFixed(0) : '–').padStart(w);
  const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–').padStart(6);
  console.log(`\n${kind}`);
  console.log(
    `${'route'.padEnd(30)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(6)} ${'p99 ms'.padStart(6)}   ` +
      `${'floor'.padEnd(26)} ${'req/s'.padStart(7)}   ratio  goal`,
  );
  for (const r of rows) {
    const ratio = r.server.rps / r.floor.rps;
    const judged = r.paired?.length ? median(r.paired) : ratio;
    const goal = r.goal === undefined ? '' : `≥ ${r.goal}× ${judged >= r.goal ? 'met' : 'NOT met'}`;
    console.log(
      `${r.name.padEnd(30)} ${n(r.server.rps, 7)} ${ms(r.server.p50)} ${ms(r.server.p99)}   ` +
        `${r.floorName.padEnd(26)} ${n(r.floor.rps, 7)}   ${ratio.toFixed(2).padStart(4)}×  ${goal}`,
    );
    if (r.paired?.length)
      console.log(
        `${''.padEnd(30)} round by round, each over its floor run in the same round: median ` +
          `${median(r.paired).toFixed(2)}× (${r.paired.map((x) => x.toFixed(2)).join(', ')})${r.goal === undefined ? '' : ', the verdict'}`,
      );
    if (r.cpu)
      console.log(
        `${''.padEnd(30)} CPU per sign-in: server main thread ${r.cpu.mainMs.toFixed(2)} ms, all threads ` +
          `${r.cpu.allMs.toFixed(2)} ms; floor ${r.cpu.floorMs.toFixed(2)} ms per verify ` +
          `(CPU ratio ${(r.cpu.floorMs / r.cpu.allMs).toFixed(2)}×, steadier than req/s under load)`,
      );
  }
}

const kinds = databasesToMeasure();
console.log(
  `Patron Portal API vs its floors on loopback: ${GET_REQUESTS} GETs per target at ${CONNECTIONS} ` +
    `connections, ${GRANT_REQUESTS} sign-ins at ${GRANT_CLIENTS} clients, best of ${ROUNDS} rounds`,
);
for (const kind of kinds) {
  try {
    print(kind, await runOn(kind));
  } catch (err) {
    console.log(`\n${kind}: not measured (${err instanceof Error ? err.message : String(err)})`);
  }
}
