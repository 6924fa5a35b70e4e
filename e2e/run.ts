import { spawnSync } from 'node:child_process';
import { chromePath, hasBrowser } from './browser';

if (!hasBrowser) {
  if (process.env.CI === 'true') {
    console.error(`Browser tests need Chromium at ${chromePath} in CI (apt-get install chromium).`);
    process.exit(1);
  }
  console.warn(
    `Browser tests SKIPPED: no Chromium at ${chromePath}. Install it (apt-get install chromium) or set CHROME_PATH.`,
  );
  process.exit(0);
}

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
