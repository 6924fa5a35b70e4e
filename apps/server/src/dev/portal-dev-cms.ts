import { createSimulator } from '@patron/cms-simulator';
import type { Brand } from '@patron/contracts';
import type { Config } from '../config';

/** The tenant the bundled simulator's seed is written for (docs/casino-system.md#cms-simulator). */
export const SIMULATED_BRAND: Brand = 'little-creek';

export type PortalDevCms = {
  /** The config with little-creek's casino system pointed at the simulator. */
  config: Config;
  baseUrl: string;
  close(): Promise<void>;
};

/**
 * Outside production, little-creek without CMS_XML_URL_LITTLE_CREEK means "the bundled simulator":
 * server.ts starts it on a side port (DEV_CMS_PORT, 127.0.0.1 only), so the casino-system tenant
 * works out of the box (docs/casino-system.md#cms-simulator).
 */
export async function startPortalDevCms(config: Config): Promise<PortalDevCms | undefined> {
  if (!config.devMode || config.cms.endpoints[SIMULATED_BRAND]) return undefined;
  const simulator = createSimulator();
  const address = await simulator.listen({ port: config.devCmsPort, host: '127.0.0.1' });
  const baseUrl = address.replace(/\/+$/, '');
  return {
    config: {
      ...config,
      cms: {
        ...config.cms,
        endpoints: { ...config.cms.endpoints, [SIMULATED_BRAND]: { baseUrl, apiKey: undefined } },
        simulator: { brand: SIMULATED_BRAND, baseUrl },
      },
    },
    baseUrl,
    close: () => simulator.close(),
  };
}
