import { describe, expect, it } from 'vitest';
import { buildTokenSubject, parseTokenSubject } from './token-subject';

describe('token subject {patronId}@{brand}', () => {
  it('parses what it builds', () => {
    expect(buildTokenSubject('7080001', 'naskila')).toBe('7080001@naskila');
    expect(parseTokenSubject(buildTokenSubject('7080001', 'little-creek'))).toEqual({
      patronId: '7080001',
      brand: 'little-creek',
    });
  });

  it('takes the brand after the last @', () => {
    expect(parseTokenSubject('a@b@coyote')).toEqual({ patronId: 'a@b', brand: 'coyote' });
  });

  it.each(['7080001', '@naskila', '7080001@', ''])('refuses %j', (sub) => {
    expect(parseTokenSubject(sub)).toBeNull();
  });
});
