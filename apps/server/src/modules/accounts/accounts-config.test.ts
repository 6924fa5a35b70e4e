import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

describe('ACCOUNT_REQUESTS_PER_ADDRESS', () => {
  it('allows 20 account requests per client address by default, in every environment', () => {
    expect(loadConfig({}).accountRequestsPerAddress).toBe(20);
    expect(loadConfig({ NODE_ENV: 'test' }).accountRequestsPerAddress).toBe(20);
  });

  it('reads a raised limit, for many players behind one address', () => {
    expect(loadConfig({ ACCOUNT_REQUESTS_PER_ADDRESS: '200' }).accountRequestsPerAddress).toBe(200);
  });

  it.each(['0', '-5', '2.5', 'many'])('refuses %s with a message naming the variable', (value) => {
    expect(() => loadConfig({ ACCOUNT_REQUESTS_PER_ADDRESS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ACCOUNT_REQUESTS_PER_ADDRESS: value })).toThrow(/ACCOUNT_REQUESTS_PER_ADDRESS/);
  });
});
