import { describe, expect, it } from 'vitest';
import { PHONE_NUMBER_PATTERN, phoneDigits, phoneNumberSchema } from './phone-number';

describe('phone numbers', () => {
  it.each(['+1 (541) 555-0199', '+1 702 555 0199', '+17025550199', '555-0199', '+1 555 0100'])(
    'takes %s as people write it',
    (phone) => {
      expect(phoneNumberSchema.safeParse(phone).success).toBe(true);
      expect(PHONE_NUMBER_PATTERN.test(phone)).toBe(true);
    },
  );

  it.each(['------', '((( )))', '+ 1 555', '123456', '1234567890123456', '1+2345678', 'call me'])(
    'refuses %s: not 7 to 15 digits with formatting around them',
    (phone) => {
      expect(phoneNumberSchema.safeParse(phone).success).toBe(false);
      expect(PHONE_NUMBER_PATTERN.test(phone)).toBe(false);
    },
  );

  it('dials the digits and the leading +', () => {
    expect(phoneDigits('+1 (541) 555-0199')).toBe('+15415550199');
  });
});
