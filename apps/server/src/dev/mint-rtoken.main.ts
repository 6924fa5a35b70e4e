import { z } from 'zod';
import { mintRToken } from './rtoken';

// A dev tool: reads its own settings rather than config.ts. Usage:
//   npx tsx src/dev/mint-rtoken.main.ts <patronId> <brand> [clientId]
const [patronId, brand, clientId] = process.argv.slice(2);
const env = z.object({ REMOTE_AUTH_SECRET: z.string().min(32).optional() }).parse(process.env);
if (!patronId || !brand) {
  console.error('usage: mint-rtoken <patronId> <brand> [clientId]');
  process.exit(2);
}
console.log(
  await mintRToken({
    patronId,
    brand,
    ...(clientId ? { clientId } : {}),
    ...(env.REMOTE_AUTH_SECRET ? { secret: env.REMOTE_AUTH_SECRET } : {}),
  }),
);
