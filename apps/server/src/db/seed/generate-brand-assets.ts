/** Writes each brand's SVGs and PNG icons into apps/web/public/assets/brands/{brand}/. Run: npm run assets:brands -w apps/server */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandAssets } from './brand-assets';
import { BRAND_ICON_SIZES, brandIconPng } from './brand-icon-png';
import { BRAND_PROFILES } from './brands';

const outRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/public/assets/brands',
);

for (const profile of BRAND_PROFILES) {
  const dir = path.join(outRoot, profile.brand);
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, content] of Object.entries(brandAssets(profile)))
    fs.writeFileSync(path.join(dir, file), content);
  // The web manifest's raster icons (GET /manifest.webmanifest).
  for (const size of BRAND_ICON_SIZES)
    fs.writeFileSync(path.join(dir, `icon-${size}.png`), brandIconPng(profile, size));
}
console.log(
  `wrote ${BRAND_PROFILES.length * 4} SVG and ${BRAND_PROFILES.length * 2} PNG files under ${outRoot}`,
);
