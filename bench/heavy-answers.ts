/**
 * How long /healthz takes while the CPU-heavy answers run: QR images at the largest scale (4) and
 * statement PDFs of the player with the longest history, against the real server on loopback.
 * First /healthz alone, then while 2 clients keep asking for QR images (a new code each time, so
 * the cache does not help) and 2 keep asking for rewards-statement PDFs. Goal: p99 under 300 ms.
 *   npx tsx bench/heavy-answers.ts [healthRequests=200]
 */
import { passwordGrantBody } from './lib/demo-grant';
import {
  client,
  formatStats,
  freePort,
  measure,
  startServer,
  waitReady,
  type Answer,
} from './lib/http-bench';

const N = Number(process.argv[2] ?? 200);
const HOST = { host: 'naskila.localhost' };

const port = await freePort();
const server = startServer(port, { NODE_ENV: 'test', PGLITE_DATA_DIR: 'memory://' });
const api = client(port, 8);
const probe = client(port, 1);

async function signIn(username: string) {
  const token = await api.request(
    'POST',
    '/oauth/token',
    { ...HOST, 'content-type': 'application/x-www-form-urlencoded' },
    passwordGrantBody(username),
  );
  if (token.status !== 200) throw new Error(`sign-in of ${username}: HTTP ${token.status} ${token.body}`);
  return {
    ...HOST,
    authorization: `Bearer ${(JSON.parse(token.body) as { access_token: string }).access_token}`,
  };
}

try {
  await waitReady(api.request);
  const highroller = await signIn('highroller');
  const demo = await signIn('demo');
  const list = await api.request('GET', '/api/rewards/?pageSize=1000', highroller);
  const codes = (JSON.parse(list.body) as { data: { rewardCode: string }[] }).data.map((r) => r.rewardCode);
  const health = () => probe.request('GET', '/healthz', {});

  const alone = await measure('/healthz alone', N, 1, health);

  let busy = true;
  let images = 0;
  let pdfs = 0;
  let refused = 0;
  let failure: Error | undefined;
  const keepAsking = async (call: () => Promise<Answer>, count: () => void) => {
    while (busy) {
      const answer = await call();
      if (answer.status === 429) refused++;
      else if (answer.status >= 400) {
        failure ??= new Error(`HTTP ${answer.status} ${answer.body.slice(0, 200)}`);
        return;
      } else count();
    }
  };
  const load = [
    ...[0, 1].map((lane) =>
      keepAsking(
        () =>
          api.request(
            'GET',
            `/api/codeimage/${codes[(images * 2 + lane) % codes.length]}?scale=4`,
            highroller,
          ),
        () => images++,
      ),
    ),
    ...[highroller, demo].map((who) =>
      keepAsking(
        () => api.request('GET', '/api/statements/rewards.pdf', who),
        () => pdfs++,
      ),
    ),
  ];
  const started = performance.now();
  const loaded = await measure('/healthz under QR + PDF load', N, 1, health);
  const seconds = (performance.now() - started) / 1000;
  busy = false;
  await Promise.all(load);
  if (failure) throw failure;

  console.log(`naskila on loopback, PGlite; ${codes.length} reward codes of highroller\n`);
  console.log(formatStats(alone));
  console.log(formatStats(loaded));
  console.log(
    `\nduring the loaded run: ${(images / seconds).toFixed(1)} QR images/s, ${(pdfs / seconds).toFixed(2)} PDFs/s, ` +
      `${refused} refused (429)\nloaded/alone p99 ${(loaded.p99 / alone.p99).toFixed(2)}×  ` +
      `(goal p99 < 300 ms: ${loaded.p99 < 300 ? 'met' : 'not met'})`,
  );
} finally {
  api.close();
  probe.close();
  await server.stop();
}
