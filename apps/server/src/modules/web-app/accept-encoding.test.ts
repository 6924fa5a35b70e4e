import { describe, expect, it } from 'vitest';
import { pickEncoding } from './accept-encoding';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['identity', 'identity'],
    ['gzip;q=0', 'identity'],
    [undefined, 'identity'],
  ])('%s → %s', (header, encoding) => {
    expect(pickEncoding(header)).toBe(encoding);
  });
});
