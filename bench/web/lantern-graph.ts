/**
 * Why a page's simulated LCP is what it is: one Lighthouse run of a page on a running portal, then
 * Lighthouse's own Lantern simulation of that run's trace, printing each node of the LCP graphs
 * (requests and main-thread tasks) with its simulated start and end. The LCP is the last end.
 *   npx tsx bench/web/lantern-graph.ts http://naskila.localhost:8080/session/login
 * A signed-in page needs a session in the browser first: measure those with `npm run bench:web`.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { CHROME_FLAGS, CHROME_PATH } from './lighthouse-run';

type Node = {
  type: string;
  duration?: number;
  startTime: number;
  endTime: number;
  request?: {
    url: string;
    resourceType?: string;
    priority: string;
    connectionId: number;
    transferSize?: number;
  };
};
type Estimate = { timeInMs: number; nodeTimings: Map<Node, { startTime: number; endTime: number }> };
type Lantern = { timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate };
type Metric = { request(data: unknown, context: unknown): Promise<Lantern> };

const url = process.argv[2];
if (!url) throw new Error('usage: npx tsx bench/web/lantern-graph.ts <page url>');

const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
const result = await lighthouse(url, {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
}).finally(() => chrome.kill());
if (!result) throw new Error(`lighthouse gave no result for ${url}`);
const artifacts = result.artifacts as unknown as Record<string, unknown>;
const settings = result.lhr.configSettings;
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps ?? [],
  simulator: null,
};
const context = { computedCache: new Map(), settings };

const describe = (node: Node) =>
  node.request
    ? `${node.request.resourceType ?? ''} ${new URL(node.request.url).pathname} ${((node.request.transferSize ?? 0) / 1024).toFixed(1)} KB ${node.request.priority} connection ${node.request.connectionId}`
    : `main thread, ${((node.endTime - node.startTime) / 1000).toFixed(1)} ms observed`;

for (const [name, metric] of [
  ['FCP', LanternFirstContentfulPaint],
  ['LCP', LanternLargestContentfulPaint],
] as [string, Metric][]) {
  const lantern = await metric.request(data, context);
  const { optimisticEstimate: optimistic, pessimisticEstimate: pessimistic } = lantern;
  console.log(
    `${name} ${Math.round(lantern.timing)} ms (optimistic ${Math.round(optimistic.timeInMs)}, pessimistic ${Math.round(pessimistic.timeInMs)})`,
  );
}
const element = result.lhr.audits['largest-contentful-paint-element']?.details as
  { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
console.log(`LCP element: ${element?.items?.[0]?.items?.[0]?.node?.snippet ?? 'unknown'}`);
const lcp = await (LanternLargestContentfulPaint as unknown as Metric).request(data, context);
console.log('\nthe pessimistic LCP graph, simulated (ms):');
const rows = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort(
  (a, b) => a[1].startTime - b[1].startTime,
);
for (const [node, timing] of rows) {
  console.log(
    `${String(Math.round(timing.startTime)).padStart(6)} → ${String(Math.round(timing.endTime)).padStart(6)}  ${describe(node)}`,
  );
}
