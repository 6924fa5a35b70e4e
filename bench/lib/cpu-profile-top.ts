/**
 * Where a CPU profile's time went: the functions with the most self time, and the packages
 * (node_modules/<pkg>, node: internals, our own src) they belong to.
 * Idle time is left out, and so are the first `skip` seconds (start-up, migration and seed: the
 * printed timeline of busy time per second shows where the load began).
 *   tsx bench/lib/cpu-profile-top.ts <file.cpuprofile> [top=25] [skip=0]
 */
import { readFileSync } from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const profile = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Profile;
const top = Number(process.argv[3] ?? 25);
const skipUs = Number(process.argv[4] ?? 0) * 1e6;
const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
const self = new Map<number, number>();
const busyPerSecond: number[] = [];
let at = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  at += dt;
  const second = Math.floor(at / 1e6);
  if (!idle.has(id)) busyPerSecond[second] = (busyPerSecond[second] ?? 0) + dt;
  if (at < skipUs || idle.has(id)) return;
  self.set(id, (self.get(id) ?? 0) + dt);
});
console.log('busy % per second: ' + Array.from(busyPerSecond, (t) => Math.round((t ?? 0) / 1e4)).join(' '));
const total = [...self.values()].reduce((a, b) => a + b, 0);

const owner = (url: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] ?? url;
  if (url.startsWith('node:')) return 'node';
  const src = /\/(apps|packages)\/([^/]+)\//.exec(url);
  if (src) return `${src[1]}/${src[2]}`;
  return url ? 'other' : '(native/idle)';
};
const byFunction = new Map<string, number>();
const byOwner = new Map<string, number>();
for (const node of profile.nodes) {
  const t = self.get(node.id) ?? 0;
  if (!t) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || '(anonymous)'}  ${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + t);
  byOwner.set(owner(url), (byOwner.get(owner(url)) ?? 0) + t);
}
const pct = (t: number) => `${((100 * t) / total).toFixed(1).padStart(5)}%`;
const list = (m: Map<string, number>, n: number) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .forEach(([k, t]) => console.log(`${pct(t)}  ${k}`));
console.log(`busy ${(total / 1e6).toFixed(2)} s sampled after ${skipUs / 1e6} s\n\nby package:`);
list(byOwner, 15);
console.log('\nby function (self time):');
list(byFunction, top);
