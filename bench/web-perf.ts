/**
 * `npm run bench:web`: the floor app (React + ReactDOM + React Router, one lazy sign-in
 * route, Vite 8; bench/web/floor) and the portal, built and measured in one run: JS gzip bytes and
 * files of everything a page loads, Lighthouse 12 mobile performance (simulated throttling, median
 * of 3, the floor and the pages taking turns run by run), LCP and TBT, for naskila's sign-in page
 * and a signed-in home, with the portal on embedded PGlite and on PostgreSQL (a throwaway database
 * next to BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres). Figures, never
 * assertions.
 *   BENCH_RUNS=3 npm run bench:web
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
import { databasesToMeasure, PG_BASE, type DatabaseKind } from './lib/bench-databases';
import {
  client,
  createThrowawayDatabase,
  freePort,
  repoRoot,
  startServer,
  waitReady,
} from './lib/http-bench';
import { openLighthouse, summarize, type Figures } from './web/lighthouse-run';
import { signInDemo, storeSession } from './web/signed-in-session';
import { serveStatic } from './web/static-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`BENCH_RUNS must be a whole number ≥ 1, not ${process.env.BENCH_RUNS}`);
const KINDS = databasesToMeasure();
const BRAND = 'naskila';
const HOME = '/condensed/home/naskila';
const PAGES = (process.env.BENCH_PAGES ?? 'sign-in,home').split(',').map((name) => name.trim());
if (!PAGES.every((name) => name === 'sign-in' || name === 'home'))
  throw new Error(`BENCH_PAGES must name sign-in, home or both, not ${process.env.BENCH_PAGES}`);

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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : a > 0 ? '∞' : '1.00×');

// The issue sets the JS, LCP and TBT goals for the sign-in page, and the score's for both pages.
function row(name: string, page: Figures, floor: Figures, isSignIn: boolean) {
  const goal = (text: string) => (isSignIn ? `  (goal ${text})` : `  (the sign-in page's goal: ${text})`);
  return [
    `${name}`,
    `  JS gzip, all files loaded  ${kb(page.jsGzipBytes).padStart(9)} in ${String(page.jsFiles).padStart(2)} files | floor ${kb(floor.jsGzipBytes).padStart(9)} in ${floor.jsFiles} | ${ratio(page.jsGzipBytes, floor.jsGzipBytes)}${goal('≤ 1.25×')}`,
    `  Lighthouse performance     ${String(page.score).padStart(9)}          | floor ${String(floor.score).padStart(9)}      |        (goal ≥ 95)`,
    `  LCP                        ${`${(page.lcpMs / 1000).toFixed(2)} s`.padStart(9)}          | floor ${`${(floor.lcpMs / 1000).toFixed(2)} s`.padStart(9)}      | ${ratio(page.lcpMs, floor.lcpMs)}${goal('≤ 1.25×')}`,
    `  TBT                        ${`${page.tbtMs.toFixed(0)} ms`.padStart(9)}          | floor ${`${floor.tbtMs.toFixed(0)} ms`.padStart(9)}      |      ${goal('≤ 100 ms')}`,
  ].join('\n');
}

// Every step is undone, in reverse order, however the run ends (an error, Ctrl-C): the servers run
// in process groups of their own, which a Ctrl-C to this process does not reach.
const undo: (() => unknown)[] = [];
let cleaning: Promise<void> | undefined;
// Once, however many ask (the run's end, a signal meanwhile): each waits for the same clean-up.
const cleanUp = () =>
  (cleaning ??= (async () => {
    for (const step of undo.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        console.warn(`cleaning up: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })());
for (const [signal, number] of [
  ['SIGINT', 2],
  ['SIGTERM', 15],
] as const)
  process.once(signal, () => void cleanUp().finally(() => process.exit(128 + number)));

try {
  console.log('building the floor app and the portal…');
  const floorDir = await buildFloor();
  undo.push(() => rmSync(floorDir, { recursive: true, force: true }));
  // BENCH_SKIP_BUILD=1 measures the dist as it is (e.g. a build of an earlier commit).
  if (!process.env.BENCH_SKIP_BUILD) {
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const floorPort = await freePort();
  const floorServer = await serveStatic(floorDir, floorPort);
  undo.push(() => floorServer.close());
  const portals: { kind: DatabaseKind; port: number }[] = [];
  for (const kind of KINDS) {
    let databaseUrl = '';
    if (kind === 'PostgreSQL') {
      try {
        const database = await createThrowawayDatabase(PG_BASE, 'pp_bench_web');
        undo.push(() => database.drop());
        databaseUrl = database.url;
      } catch (error) {
        const reason = `PostgreSQL: not measured (${error instanceof Error ? error.message : String(error)})`;
        // Asked for by name, it must be measured; beside PGlite, the run goes on without it.
        if (process.env.BENCH_ONLY) throw new Error(reason);
        console.log(reason);
        continue;
      }
    }
    const port = await freePort();
    const portal = startServer(port, { NODE_ENV: 'test', DATABASE_URL: databaseUrl });
    undo.push(() => portal.stop());
    portals.push({ kind, port });
  }
  for (const { port } of portals) await waitReady(client(port).request);
  console.log(`measuring (${RUNS} Lighthouse runs each, the floor and the pages in turn)…`);
  const signInHome = (port: number) => async (origin: string, page: import('puppeteer-core').Page) =>
    storeSession(page, origin, await signInDemo(port, BRAND));
  const pagesOn = ({ kind, port }: (typeof portals)[number]) => [
    ...(PAGES.includes('sign-in')
      ? [
          {
            name: `sign-in page of ${BRAND}, ${kind}`,
            url: `http://${BRAND}.localhost:${port}/`,
            isSignIn: true,
          },
        ]
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
  const targets = [{ name: 'floor', url: `http://localhost:${floorPort}/` }, ...portals.flatMap(pagesOn)];
  const runs = new Map<string, Figures[]>(targets.map((t) => [t.name, []]));
  const lighthouse = await openLighthouse();
  undo.push(() => lighthouse.close());
  for (let round = 0; round < RUNS; round++) {
    for (const target of targets)
      runs.get(target.name)?.push(await lighthouse.run(target.url, target.prepare));
  }
  const figures = new Map([...runs].map(([name, results]) => [name, summarize(results)]));
  const floor = figures.get('floor')!;
  console.log(
    `\nLighthouse 12 mobile, simulated throttling, median of ${RUNS}; ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  for (const target of targets)
    if (target.name !== 'floor')
      console.log(row(target.name, figures.get(target.name)!, floor, 'isSignIn' in target));
  if (process.env.BENCH_VERBOSE) {
    for (const [name, f] of figures) {
      console.log(`${name}: scripts\n  ${f.scripts.join('\n  ')}`);
      console.log(`${name}: main thread by script (ms, total/scripting)`);
      for (const b of f.bootup)
        console.log(`  ${String(b.total).padStart(6)} ${String(b.scripting).padStart(6)}  ${b.url}`);
    }
  }
} finally {
  await cleanUp();
}
