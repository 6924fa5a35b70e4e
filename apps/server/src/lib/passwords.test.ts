import { describe, expect, it } from 'vitest';
import { argon2Concurrency } from './passwords';

describe('argon2Concurrency', () => {
  it('keeps three more verifications in flight than the cores, in the pool the server sizes', () => {
    expect(argon2Concurrency(2, 7)).toBe(5);
    expect(argon2Concurrency(16, 21)).toBe(19);
  });

  it('leaves two of the pool threads to file reads, DNS and compression, and never goes below one', () => {
    expect(argon2Concurrency(2, 4)).toBe(2);
    expect(argon2Concurrency(16, 64)).toBe(19);
    expect(argon2Concurrency(2, 2)).toBe(1);
  });
});
