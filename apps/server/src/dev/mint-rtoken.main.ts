import { loadConfig } from '../config';
import { loadDevToolsConfig } from '../config/dev-tools';
import { mintRToken } from './rtoken';

// A dev tool. Usage: npx tsx src/dev/mint-rtoken.main.ts <patronId> <brand> [clientId]
// Signs with the key of REMOTE_AUTH_SECRETS bound to the brand (RTOKEN_KID picks one when several
// are), or outside production with the brand's dev key, exactly as the server would verify it.
const [patronId, brand, clientId] = process.argv.slice(2);
if (!patronId || !brand) {
  console.error('usage: mint-rtoken <patronId> <brand> [clientId]   (env RTOKEN_KID to choose a key)');
  process.exit(2);
}
const wantedKid = loadDevToolsConfig().RTOKEN_KID;
const key = loadConfig().remoteAuthKeys.find(
  (k) => k.brands.includes(brand) && (wantedKid === undefined || k.kid === wantedKid),
);
if (!key) {
  console.error(`no r_token key${wantedKid ? ` ${wantedKid}` : ''} is bound to brand ${brand}`);
  process.exit(2);
}
console.log(await mintRToken({ patronId, brand, key, ...(clientId ? { clientId } : {}) }));
