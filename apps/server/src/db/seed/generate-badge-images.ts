/** Writes each brand's badge SVGs into apps/web/public/assets/badges/{brand}/. Run: npm run assets:badges -w apps/server */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { badgeImages } from './badge-images';
import { BRAND_PROFILES } from './brands';

const outRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/public/assets/badges',
);

let count = 0;
for (const profile of BRAND_PROFILES) {
  const dir = path.join(outRoot, profile.brand);
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, content] of Object.entries(badgeImages(profile))) {
    fs.writeFileSync(path.join(dir, file), content);
    count += 1;
  }
}
console.log(`wrote ${count} SVG files under ${outRoot}`);
