/** Writes each brand's offer SVGs into apps/web/public/assets/offers/{brand}/. Run: npm run assets:offers -w apps/server */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND_PROFILES } from './brands';
import { offerImages } from './offer-images';

const outRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/public/assets/offers',
);

let count = 0;
for (const profile of BRAND_PROFILES) {
  const dir = path.join(outRoot, profile.brand);
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, content] of Object.entries(offerImages(profile))) {
    fs.writeFileSync(path.join(dir, file), content);
    count += 1;
  }
}
console.log(`wrote ${count} SVG files under ${outRoot}`);
