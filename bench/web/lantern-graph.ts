/**
 * Why a page's simulated LCP is what it is: one Lighthouse run of a page on a running portal, then
 * Lighthouse's own Lantern simulation of that run's trace, printing each node of the LCP graphs
 * (requests and main-thread tasks) with its simulated start and end. The LCP is the last end.
 *   npx tsx bench/web/lantern-graph.ts http://naskila.localhost:8080/session/login
 * A signed-in page: `--signed-in` signs the brand's demo player in first (the brand is the host
 * name's first label) and keeps the session in the browser's storage for the run.
 *   npx tsx bench/web/lantern-graph.ts http://naskila.localhost:8080/condensed/home/naskila --signed-in
 * Then it simulates the same trace again without each request the page could do without (a leaf of
 * the graph), without every style sheet, and with nothing but the document and its entry script: how
 * many requests beside the entry script cost a round trip shows there, without the noise of a new run.
 */
import { launch } from 'chrome-launcher';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, CHROME_PATH, runLighthouse } from './lighthouse-run';
import { signInDemo, storeSession } from './signed-in-session';

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
type Graph = Node & {
  id: string;
  traverse(visit: (node: Graph) => void): void;
  cloneWithRelationships(keep: (node: Graph) => boolean): Graph;
  getDependents(): Graph[];
  isMainDocument(): boolean;
};
type Lantern = {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
  pessimisticGraph: Graph;
};
type Metric = { request(data: unknown, context: unknown): Promise<Lantern> };
type Simulator = { simulate(graph: Graph, options: object): { timeInMs: number } };

const url = process.argv[2];
if (!url) throw new Error('usage: npx tsx bench/web/lantern-graph.ts <page url> [--signed-in]');
const signedIn = process.argv.includes('--signed-in');

const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false });
const result = await (async () => {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const { hostname, port } = new URL(url);
    const session = signedIn ? await signInDemo(Number(port) || 80, hostname.split('.')[0] ?? '') : undefined;
    return await runLighthouse(
      browser,
      chrome.port,
      url,
      session && ((origin, page) => storeSession(page, origin, session)),
    );
  } finally {
    await browser.disconnect();
  }
})().finally(() => chrome.kill());
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

const simulator = await (
  LoadSimulator as unknown as { request(data: unknown, context: unknown): Promise<Simulator> }
).request({ devtoolsLog: artifacts.DevtoolsLog, settings }, context);
const graph = lcp.pessimisticGraph;
const simulated = (keep: (node: Graph) => boolean) =>
  Math.round(simulator.simulate(graph.cloneWithRelationships(keep), {}).timeInMs);
const nodes: Graph[] = [];
graph.traverse((node) => nodes.push(node));
const leaves = nodes.filter(
  (node) => node.request && !node.isMainDocument() && node.getDependents().length === 0,
);
// The entry script: the largest script of the graph (Vite's entry chunk carries React and the router).
const entryScript = nodes
  .filter((node) => node.request?.resourceType === 'Script')
  .sort((a, b) => (b.request?.transferSize ?? 0) - (a.request?.transferSize ?? 0))[0];
console.log('\nwhat if (the pessimistic LCP graph simulated again, ms):');
console.log(`${String(simulated(() => true)).padStart(6)}  as measured`);
for (const leaf of leaves) {
  console.log(`${String(simulated((node) => node.id !== leaf.id)).padStart(6)}  without ${describe(leaf)}`);
}
console.log(
  `${String(simulated((node) => node.request?.resourceType !== 'Stylesheet')).padStart(6)}  without every style sheet`,
);
if (entryScript) {
  const onlyEntry = (node: Graph) =>
    !node.request || node.isMainDocument() || node.id === entryScript.id || node.getDependents().length > 0;
  console.log(`${String(simulated(onlyEntry)).padStart(6)}  with only the document and the entry script`);
}
