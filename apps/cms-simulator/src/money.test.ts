import { describe, expect, it } from 'vitest';
import { formatMoney, usd } from './money';

describe('money', () => {
  it('prints decimal dollars with 2 places, or 4 when they are needed', () => {
    expect(formatMoney(usd(250))).toBe('250.00');
    expect(formatMoney(usd(12.3456))).toBe('12.3456');
    expect(formatMoney(usd(-335.7858))).toBe('-335.7858');
    expect(formatMoney(usd(0.5))).toBe('0.50');
    expect(formatMoney(usd(-0.01))).toBe('-0.01');
  });
});
