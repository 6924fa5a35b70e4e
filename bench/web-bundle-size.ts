/**
 * Size of the built web app: what a first visit downloads (index.html + entry JS/CSS and the
 * modules it preloads) and everything in dist, raw and gzip. Run after `npm run build`.
 *   npx tsx bench/web-bundle-size.ts
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');

function sizes(file: string) {
  const data = readFileSync(path.join(dist, file));
  return { raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const all = readdirSync(path.join(dist, 'assets'))
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => `assets/${f}`);

let initialRaw = 0;
let initialGzip = 0;
console.log('first load:');
for (const file of ['index.html', ...initial]) {
  const s = sizes(file);
  initialRaw += s.raw;
  initialGzip += s.gzip;
  console.log(`  ${file.padEnd(48)} ${kb(s.raw).padStart(10)} ${kb(s.gzip).padStart(10)} gzip`);
}
const total = all.reduce((sum, f) => sum + statSync(path.join(dist, f)).size, 0);
console.log(`first load total: ${kb(initialRaw)} (${kb(initialGzip)} gzip)`);
console.log(
  `all JS+CSS: ${all.length} files, ${kb(total)}; lazy share ${(100 * (1 - initialRaw / total)).toFixed(0)}%`,
);
