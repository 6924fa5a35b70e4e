import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startBanner } from '../startup';
import { startDevServices } from './dev-services';
import { startPortalDevCms } from './portal-dev-cms';

const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', PGLITE_DATA_DIR: 'memory://' };
const production = {
  ...env,
  NODE_ENV: 'production',
  KIOSK_TERMINAL_SECRET: 'a-real-kiosk-secret-0123',
  KEY_ENCRYPTION_SECRET: 'a-real-key-encryption-secret-0123456789',
};

describe('the dev services', () => {
  it('start the CMS simulator for little-creek, keep the fake social provider, and close both', async () => {
    const dev = await startDevServices(loadConfig(env));
    let baseUrl = '';
    try {
      const endpoint = dev.config.cms.endpoints['little-creek'];
      expect(endpoint).toEqual({
        baseUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
        apiKey: undefined,
      });
      baseUrl = endpoint?.baseUrl ?? '';
      expect(dev.config.cms.simulator).toEqual({ brand: 'little-creek', baseUrl });
      // Social's changes are carried too.
      expect(dev.config.facebookGraphUrl).toMatch(/^http:\/\/127\.0\.0\.1:/);
      const res = await fetch(`${baseUrl}/PlayerBalances/0004417023`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<PointBalance>');
      expect(startBanner(dev.config, 8080)).toContain(
        `casino-system simulator (little-creek, dev only): ${baseUrl}`,
      );
    } finally {
      await dev.close();
    }
    await expect(fetch(`${baseUrl}/CompListMessage`)).rejects.toThrow();
  });

  it('leave little-creek alone when CMS_XML_URL_LITTLE_CREEK points it somewhere', async () => {
    const config = loadConfig({ ...env, CMS_XML_URL_LITTLE_CREEK: 'http://cms.example.test:8091' });
    expect(await startPortalDevCms(config)).toBeUndefined();
    const dev = await startDevServices(config);
    try {
      expect(dev.config.cms.endpoints['little-creek']?.baseUrl).toBe('http://cms.example.test:8091');
      expect(dev.config.cms.simulator).toBeUndefined();
      expect(startBanner(dev.config, 8080)).not.toContain('simulator');
    } finally {
      await dev.close();
    }
  });

  it('never start the simulator in production', async () => {
    const config = loadConfig(production);
    expect(await startPortalDevCms(config)).toBeUndefined();
    await expect(startDevServices(config)).rejects.toThrow(/only in development and test/);
    expect(startBanner(config, 8080)).not.toContain('simulator');
  });

  it('listen on DEV_CMS_PORT when it is set', async () => {
    const probe = await startPortalDevCms(loadConfig(env));
    const port = Number(new URL(probe?.baseUrl ?? '').port);
    await probe?.close();
    const started = await startPortalDevCms(loadConfig({ ...env, DEV_CMS_PORT: String(port) }));
    try {
      expect(started?.baseUrl).toBe(`http://127.0.0.1:${port}`);
    } finally {
      await started?.close();
    }
  });
});
