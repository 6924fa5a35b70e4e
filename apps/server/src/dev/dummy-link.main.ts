import { BRANDS, type Brand } from '@patron/contracts';
import { loadConfig } from '../config';
import { patronIdFor } from '../db/seed/players';
import { createDummyLink } from './dummy-link';

// Usage: npm run dummy-link -w apps/server [-- brand [patronId]]; the link is valid for 60 s, once.
const config = loadConfig();
const brand = (process.argv[2] ?? config.defaultBrand) as Brand;
if (!BRANDS.includes(brand)) {
  console.error(`Unknown brand ${brand}; one of: ${BRANDS.join(', ')}`);
  process.exit(1);
}
if (!config.impersonationLinkSecret) {
  console.error('IMPERSONATION_LINK_SECRET is not set: impersonation is off');
  process.exit(1);
}
console.log(
  createDummyLink({
    brand,
    patronId: process.argv[3] ?? patronIdFor(BRANDS.indexOf(brand), 1),
    secret: config.impersonationLinkSecret,
    origin: `http://${brand}.localhost:${config.port}`,
  }),
);
