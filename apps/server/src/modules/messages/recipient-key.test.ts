import { describe, expect, it } from 'vitest';
import { recipientKey } from './recipient-key';

describe('recipientKey', () => {
  it.each([
    ['Victim@Example.org', 'victim@example.org'],
    ['victim+1@example.org', 'victim@example.org'],
    ['v.i.c.t.i.m+promo@googlemail.com', 'victim@gmail.com'],
    ['V.Ictim@GMAIL.com', 'victim@gmail.com'],
    ['first.last@example.org', 'first.last@example.org'],
    ['+weird@example.org', '+weird@example.org'],
  ])('counts %s as %s', (address, key) => {
    expect(recipientKey('email', address)).toBe(key);
  });

  it('keeps a number as it is queued', () => {
    expect(recipientKey('sms', '+15415550177')).toBe('+15415550177');
  });
});
