import { readEnv } from './env';
import { createSimulator } from './simulator';

const env = readEnv();
if (env.production) {
  console.error(
    'The CMS simulator is for development and tests only and does not start with NODE_ENV=production. ' +
      "Point the tenant's CMS_XML_URL_<BRAND> at the property's real casino system instead.",
  );
  process.exit(1);
}

const simulator = createSimulator(env.apiKey ? { apiKey: env.apiKey } : {});
const address = await simulator.listen({ port: env.port, host: env.host });
console.log(
  `CMS simulator (Willow Brook Casino Lodge, little-creek) at ${address}/ ` +
    (env.apiKey ? '(X-Api-Key required)' : '(no API key)'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void simulator.close().then(() => process.exit(0));
  });
