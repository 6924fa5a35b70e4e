/**
 * `npm run bench:web` (issue 10): the floor app (React + ReactDOM + React Router, one lazy sign-in
 * route, Vite 8; bench/web/floor) and the portal, built and measured in one run: JS gzip bytes and
 * files of everything a page loads, Lighthouse 12 mobile performance (simulated throttling, median
 * of 3, the floor and the pages taking turns run by run), LCP and TBT, for naskila's sign-in page
 * and a signed-in home, with the portal on embedded PGlite and on PostgreSQL (a throwaway database
 * next to BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres). Figures, never
 * assertions.
 *   BENCH_RUNS=3 BENCH_PORT=8195 npm run bench:web
 *   BENCH_PAGES=home (or sign-in) measures only that page beside the floor, to iterate faster;
 *   BENCH_ONLY=pglite|postgres runs the portal on one database.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompress } from '../apps/web/build/precompress';
import { client, createThrowawayDatabase, repoRoot, startServer, waitReady } from './lib/http-bench';
import { openLighthouse, summarize, type Figures } from './web/lighthouse-run';
import { serveStatic } from './web/static-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`BENCH_RUNS must be a whole number ≥ 1, not ${process.env.BENCH_RUNS}`);
const PORT = Number(process.env.BENCH_PORT ?? 8195);
const FLOOR_PORT = PORT + 1;
const PG_PORT = PORT + 2;
const PG_BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASES = [
  { kind: 'PGlite', port: PORT },
  { kind: 'PostgreSQL', port: PG_PORT },
].filter(({ kind }) => !process.env.BENCH_ONLY || kind.toLowerCase() === process.env.BENCH_ONLY);
const BRAND = 'naskila';
const HOME = '/condensed/home/naskila';
const PAGES = (process.env.BENCH_PAGES ?? 'sign-in,home').split(',').map((name) => name.trim());

async function buildFloor(): Promise<string> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'floor-'));
  await build({
    root: path.join(repoRoot, 'bench/web/floor'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), precompress()],
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

async function signInToken(port: number) {
  const { request, close } = client(port);
  const body = new URLSearchParams({
    grant_type: 'password',
    username: 'demo',
    password: 'Player#2026',
    client_id: 'player-portal',
  }).toString();
  const answer = await request(
    'POST',
    '/oauth/token',
    { Host: `${BRAND}.localhost:${port}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  );
  close();
  if (answer.status !== 200) throw new Error(`sign-in for the home figures: ${answer.status} ${answer.body}`);
  const token = JSON.parse(answer.body) as { access_token: string; refresh_token?: string };
  return { access_token: token.access_token, refresh_token: token.refresh_token };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : a > 0 ? '∞' : '1.00×');

// The issue sets the JS, LCP and TBT goals for the sign-in page, and the score's for both pages.
function row(name: string, page: Figures, floor: Figures, isSignIn: boolean) {
  const goal = (text: string) => (isSignIn ? `  (goal ${text})` : '');
  return [
    `${name}`,
    `  JS gzip, all files loaded  ${kb(page.jsGzipBytes).padStart(9)} in ${String(page.jsFiles).padStart(2)} files | floor ${kb(floor.jsGzipBytes).padStart(9)} in ${floor.jsFiles} | ${ratio(page.jsGzipBytes, floor.jsGzipBytes)}${goal('≤ 1.25×')}`,
    `  Lighthouse performance     ${String(page.score).padStart(9)}          | floor ${String(floor.score).padStart(9)}      |        (goal ≥ 95)`,
    `  LCP                        ${`${(page.lcpMs / 1000).toFixed(2)} s`.padStart(9)}          | floor ${`${(floor.lcpMs / 1000).toFixed(2)} s`.padStart(9)}      | ${ratio(page.lcpMs, floor.lcpMs)}${goal('≤ 1.25×')}`,
    `  TBT                        ${`${page.tbtMs.toFixed(0)} ms`.padStart(9)}          | floor ${`${floor.tbtMs.toFixed(0)} ms`.padStart(9)}      |      ${goal('≤ 100 ms')}`,
  ].join('\n');
}

console.log('building the floor app and the portal…');
const floorDir = await buildFloor();
// BENCH_SKIP_BUILD=1 measures the dist as it is (e.g. a build of an earlier commit).
if (!process.env.BENCH_SKIP_BUILD) {
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
}

const floorServer = await serveStatic(floorDir, FLOOR_PORT);
const database = DATABASES.some(({ kind }) => kind === 'PostgreSQL')
  ? await createThrowawayDatabase(PG_BASE, 'pp_bench_web')
  : undefined;
const portals = DATABASES.map(({ kind, port }) =>
  startServer(port, {
    NODE_ENV: 'test',
    ...(kind === 'PostgreSQL' ? { DATABASE_URL: database?.url } : { DATABASE_URL: '' }),
  }),
);
try {
  for (const { port } of DATABASES) await waitReady(client(port).request);
  console.log(`measuring (${RUNS} Lighthouse runs each, the floor and the pages in turn)…`);
  const signInHome = (port: number) => async (origin: string, page: import('puppeteer-core').Page) => {
    const user = await signInToken(port);
    await page.goto(`${origin}/favicon.ico`);
    await page.evaluate((value) => localStorage.setItem('currentUser', value), JSON.stringify(user));
  };
  const pagesOn = ({ kind, port }: (typeof DATABASES)[number]) => [
    ...(PAGES.includes('sign-in')
      ? [{ name: `sign-in page of ${BRAND}, ${kind}`, url: `http://${BRAND}.localhost:${port}/` }]
      : []),
    ...(PAGES.includes('home')
      ? [
          {
            name: `signed-in home (${HOME}), ${kind}`,
            url: `http://${BRAND}.localhost:${port}${HOME}`,
            prepare: signInHome(port),
          },
        ]
      : []),
  ];
  const targets = [{ name: 'floor', url: `http://localhost:${FLOOR_PORT}/` }, ...DATABASES.flatMap(pagesOn)];
  const runs = new Map<string, Figures[]>(targets.map((t) => [t.name, []]));
  const lighthouse = await openLighthouse();
  try {
    for (let round = 0; round < RUNS; round++) {
      for (const target of targets)
        runs.get(target.name)?.push(await lighthouse.run(target.url, target.prepare));
    }
  } finally {
    await lighthouse.close();
  }
  const figures = new Map([...runs].map(([name, results]) => [name, summarize(results)]));
  const floor = figures.get('floor')!;
  console.log(
    `\nLighthouse 12 mobile, simulated throttling, median of ${RUNS}; ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  for (const [name, page] of figures)
    if (name !== 'floor') console.log(row(name, page, floor, name.startsWith('sign-in')));
  if (process.env.BENCH_VERBOSE) {
    for (const [name, f] of figures) {
      console.log(`${name}: scripts\n  ${f.scripts.join('\n  ')}`);
      console.log(`${name}: main thread by script (ms, total/scripting)`);
      for (const b of f.bootup)
        console.log(`  ${String(b.total).padStart(6)} ${String(b.scripting).padStart(6)}  ${b.url}`);
    }
  }
} finally {
  await Promise.all(portals.map((portal) => portal.stop()));
  await database?.drop();
  await floorServer.close();
  rmSync(floorDir, { recursive: true, force: true });
}
