import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const base = { NODE_ENV: 'test', PGLITE_DATA_DIR: 'memory://' };

describe('casino-system variables', () => {
  it('point a brand at its CMS, with its key, trailing slashes dropped', () => {
    const config = loadConfig({
      ...base,
      CMS_XML_URL_LITTLE_CREEK: 'http://cms.example.test:8091/api/',
      CMS_XML_API_KEY_LITTLE_CREEK: 'k-123',
    });
    expect(config.cms.endpoints).toEqual({
      'little-creek': { baseUrl: 'http://cms.example.test:8091/api', apiKey: 'k-123' },
    });
    expect(config.cms.timeoutMs).toBe(2500);
    expect(config.cms.reconcileMs).toBe(30_000);
  });

  it('stop the start for a brand that does not exist, a key without a URL, or a URL that is not http', () => {
    expect(() => loadConfig({ ...base, CMS_XML_URL_LITTLECREEK: 'http://x.test' })).toThrow(
      /CMS_XML_URL_LITTLECREEK: names no brand/,
    );
    expect(() => loadConfig({ ...base, CMS_XML_API_KEY_NASKILA: 'k' })).toThrow(
      /CMS_XML_API_KEY_NASKILA: set CMS_XML_URL_NASKILA too/,
    );
    expect(() => loadConfig({ ...base, CMS_XML_URL_NASKILA: 'file:///etc/passwd' })).toThrow(
      /must be an http/,
    );
  });

  it('leave every brand on its own ledger when none is set', () => {
    expect(loadConfig(base).cms.endpoints).toEqual({});
  });
});
