import { describe, expect, it } from 'vitest';
import { resolveTheme } from './night-mode';

const at = (hour: number) => new Date(2026, 0, 15, hour, 30);

describe('resolveTheme (night mode)', () => {
  it.each([20, 21, 23, 0, 3, 6])('is dark at %i h with auto night mode', (hour) => {
    expect(resolveTheme({ theme: 'light', autoNightMode: true }, at(hour))).toBe('dark');
  });

  it.each([7, 12, 19])('keeps the saved theme at %i h', (hour) => {
    expect(resolveTheme({ theme: 'light', autoNightMode: true }, at(hour))).toBe('light');
    expect(resolveTheme({ theme: 'dark', autoNightMode: true }, at(hour))).toBe('dark');
  });

  it('ignores the hour without auto night mode', () => {
    expect(resolveTheme({ theme: 'light', autoNightMode: false }, at(22))).toBe('light');
  });

  it.each(['blue', undefined, null, 3])('falls back to light for the invalid theme %s', (theme) => {
    expect(resolveTheme({ theme, autoNightMode: false }, at(12))).toBe('light');
  });
});
