import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import { PHONE_FORMAT_MESSAGE, phoneE164 } from './phone-e164';

describe('phoneE164', () => {
  it.each([
    ['(702) 555-0199', '+17025550199'],
    ['702-555-0199', '+17025550199'],
    ['+1 702 555 0199', '+17025550199'],
    ['+52 55 1234 5678', '+525512345678'],
    ['+263 77 123 4567', '+263771234567'],
  ])('keeps %s as %s', (written, kept) => {
    expect(phoneE164(written, 'phoneNumber')).toBe(kept);
  });

  it('answers null for no number', () => {
    expect(phoneE164(null, 'phone')).toBeNull();
    expect(phoneE164(undefined, 'phone')).toBeNull();
    expect(phoneE164('  ', 'phone')).toBeNull();
  });

  it('refuses what is not a phone number, naming the field and the format', () => {
    for (const bad of ['12345', '555-1234', '+1 000 000 0000']) {
      const call = () => phoneE164(bad, 'phoneNumber');
      expect(call).toThrow(ValidationError);
      expect(call).toThrow(`phoneNumber: ${PHONE_FORMAT_MESSAGE}`);
    }
  });
});
