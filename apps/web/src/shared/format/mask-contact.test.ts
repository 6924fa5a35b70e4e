import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask-contact';

describe('masked contact details', () => {
  it('keeps the first letter, the first letter of the domain and the top-level domain', () => {
    expect(maskEmail('demo.player@example.test')).toBe('d•••@e•••.test');
    expect(maskEmail('a@b')).toBe('a•••@b•••');
  });

  it('never shows an address without an @ at all', () => {
    expect(maskEmail('nonsense')).toBe('••••••••');
  });

  it('keeps only the last four digits of a phone number', () => {
    expect(maskPhone('+1 (555) 010-0123')).toBe('•••• 0123');
    expect(maskPhone('123')).toBe('•••');
  });
});
