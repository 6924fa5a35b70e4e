/**
 * Shared helpers for the loopback benchmarks: keep-alive requests, readiness wait, bounded
 * measurement at fixed concurrency, percentiles, spawning the real server and a throwaway
 * PostgreSQL database when DATABASE_URL is set.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';

export type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders };

export type Stats = { name: string; count: number; p50: number; p95: number; p99: number; rps: number };

export const repoRoot = new URL('../..', import.meta.url).pathname;

/** A keep-alive client bound to one loopback port. */
export function client(port: number, maxSockets = 8) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const request = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            headers: res.headers,
          }),
        );
      });
      req.on('error', reject);
      req.end(body);
    });
  return { request, close: () => agent.destroy() };
}

export async function waitReady(request: ReturnType<typeof client>['request'], path = '/readyz') {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await request('GET', path, {})).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await sleep(500);
  }
  throw new Error('server did not become ready');
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Runs `count` calls with `concurrency` in flight; fails on any HTTP error status. */
export async function measure(
  name: string,
  count: number,
  concurrency: number,
  call: () => Promise<Answer>,
): Promise<Stats> {
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
  return {
    name,
    count,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: count / seconds,
  };
}

export function formatStats(s: Stats) {
  const f = (n: number) => n.toFixed(2).padStart(8);
  return `${s.name.padEnd(34)} n=${String(s.count).padStart(4)}  p50${f(s.p50)} ms  p95${f(s.p95)} ms  p99${f(s.p99)} ms  ${s.rps.toFixed(0).padStart(6)} req/s`;
}

/**
 * Starts apps/server in its own process group, as its `npm start` does; `stop()` ends the whole group.
 */
export function startServer(
  port: number,
  env: Record<string, string | undefined> = {},
  nodeArgs: string[] = [],
) {
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'apps/server/src/server.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR ?? 'memory://',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    pid: child.pid,
    stop: async () => {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          /* already gone */
        }
        await Promise.race([exited, sleep(5000)]);
      }
    },
  };
}

/** A fresh, empty PostgreSQL database next to the one in `baseUrl`; `drop()` removes it. */
export async function createThrowawayDatabase(baseUrl: string, prefix = 'pp_bench') {
  const base = new URL(baseUrl);
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  // An unreachable server fails the run's PostgreSQL part in seconds instead of hanging it.
  const admin = new pg.Client({ connectionString: base.toString(), connectionTimeoutMillis: 5000 });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base.toString(), connectionTimeoutMillis: 5000 });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function spawnTsx(script: string, args: string[], env: Record<string, string | undefined> = {}) {
  return spawn('npx', ['tsx', script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
}

function stopGroup(child: ChildProcess, exited: Promise<void>) {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  return Promise.race([exited, sleep(5000)]);
}

export type BareRoute = { path: string; contentType: string; body: Buffer };

/** Bare Fastify (bench/lib/bare-server.ts) in its own process, answering each path's bytes. */
export async function startBare(routes: BareRoute[]) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'pp-bare-')), 'routes.json');
  writeFileSync(
    file,
    JSON.stringify(routes.map((r) => ({ ...r, body: undefined, bodyBase64: r.body.toString('base64') }))),
  );
  const child = spawnTsx('bench/lib/bare-server.ts', [file]);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', () => reject(new Error('bare Fastify exited before listening')));
  });
  return { port, stop: () => stopGroup(child, exited) };
}

/**
 * Raw argon2id verify throughput (bench/lib/argon2-floor.ts) in its own process; `poolSize` sets its
 * libuv pool (UV_THREADPOOL_SIZE; unset: Node's default of four).
 */
export async function argon2Floor(
  count: number,
  concurrency: number,
  poolSize?: number,
): Promise<{ rps: number; cpuMs: number }> {
  const child = spawnTsx(
    'bench/lib/argon2-floor.ts',
    [String(count), String(concurrency)],
    poolSize ? { UV_THREADPOOL_SIZE: String(poolSize) } : {},
  );
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = out.trim().split('\n').pop() ?? '';
  return JSON.parse(line) as { rps: number; cpuMs: number };
}

export type LoadResult = { rps: number; p50: number; p99: number; count: number };

/**
 * `amount` requests over `connections` keep-alive connections (autocannon); any non-2xx fails.
 * `connectionHeaders(i)` gives the i-th connection headers of its own (a client per brand, say).
 */
export async function load(options: {
  port: number;
  path: string;
  connections: number;
  amount: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  connectionHeaders?: (connection: number) => Record<string, string>;
}): Promise<LoadResult> {
  const headers = options.headers ?? {};
  const { connectionHeaders } = options;
  let connection = 0;
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: `http://127.0.0.1:${options.port}${options.path}`,
        connections: options.connections,
        amount: options.amount,
        method: options.method ?? 'GET',
        ...(options.body === undefined ? {} : { body: options.body }),
        headers,
        timeout: 30,
        ...(connectionHeaders
          ? {
              setupClient: (c: autocannon.Client) =>
                c.setHeaders({ ...headers, ...connectionHeaders(connection++) }),
            }
          : {}),
      },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    run.on('response', () => (lastAnswer = performance.now()));
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad) throw new Error(`${options.path}: ${bad} failed answers of ${result.requests.total}`);
  return {
    // autocannon ends a run only on its next one-second sample tick: up to a second of idle that
    // would count against a short run (320 sign-ins take about two). Time to the last answer.
    rps: result.requests.total / ((lastAnswer - started) / 1000),
    p50: result.latency.p50,
    p99: result.latency.p99,
    count: result.requests.total,
  };
}
