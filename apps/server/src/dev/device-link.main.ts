import { BRANDS, type Brand } from '@patron/contracts';
import { DEV_KIOSK_TERMINAL_SECRET, loadConfig } from '../config';
import { patronIdFor } from '../db/seed/players';
import { createDeviceLink } from './device-link';

// Usage: npm run device-link -w apps/server [-- brand [terminalId]]; the link is valid for 60 s.
const config = loadConfig();
const brand = (process.argv[2] ?? config.defaultBrand) as Brand;
if (!BRANDS.includes(brand)) {
  console.error(`Unknown brand ${brand}; one of: ${BRANDS.join(', ')}`);
  process.exit(1);
}
console.log(
  createDeviceLink({
    brand,
    patronId: patronIdFor(BRANDS.indexOf(brand), 1),
    terminalId: process.argv[3] ?? 'KIOSK-01',
    secret: config.kioskTerminalSecret ?? DEV_KIOSK_TERMINAL_SECRET,
    origin: `http://${brand}.localhost:${config.port}`,
  }),
);
