import { describe, expect, it } from 'vitest';
import { argon2Concurrency, libuvPoolSize } from './passwords';

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

describe('libuvPoolSize', () => {
  it('reads UV_THREADPOOL_SIZE as libuv does', () => {
    expect(libuvPoolSize(undefined)).toBe(4);
    expect(libuvPoolSize('7')).toBe(7);
    expect(libuvPoolSize(' 8abc')).toBe(8);
    expect(libuvPoolSize('8.5')).toBe(8);
    expect(libuvPoolSize('0')).toBe(1);
    expect(libuvPoolSize('abc')).toBe(1);
    expect(libuvPoolSize('')).toBe(1);
    expect(libuvPoolSize('5000')).toBe(1024);
    expect(libuvPoolSize('-3')).toBe(1024);
  });

  it('leaves a pool of one thread to one verification at a time', () => {
    expect(argon2Concurrency(2, libuvPoolSize('0'))).toBe(1);
  });
});
