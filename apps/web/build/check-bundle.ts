/**
 * `npm run check:bundle` (run by `npm test` after the build): fails when the JS that the
 * sign-in page, the signed-in home or the kiosk's card + PIN screen loads grows past its budget in
 * bundle-budget.json.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkBudgets, formatResult, type Manifest, type RouteBudget } from './bundle-budget';

const webRoot = new URL('..', import.meta.url).pathname;
const dist = path.join(webRoot, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const budgets = JSON.parse(readFileSync(path.join(webRoot, 'bundle-budget.json'), 'utf8')) as Record<
  string,
  RouteBudget
>;

const results = checkBudgets(
  manifest,
  budgets,
  (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
);
for (const result of results) console.log(formatResult(result));
if (results.some((r) => !r.ok)) {
  console.error(
    'A route outgrew its JS budget: split the new code into a lazy chunk, or raise the budget on purpose.',
  );
  process.exit(1);
}
