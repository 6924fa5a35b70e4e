import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@patron/contracts';
import { setFlag } from '../storage/local-store';
import { useGreetingName } from './use-greeting-name';

const discreet = { firstName: 'Margaret', lastName: 'Ashdown', username: 'highroller', discreet: true };
const at =
  (path: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;

afterEach(() => localStorage.clear());

describe('useGreetingName', () => {
  it('greets a discreet player by name on a personal screen', () => {
    const { result } = renderHook(() => useGreetingName(discreet), { wrapper: at('/condensed/home') });
    expect(result.current).toBe('Margaret Ashdown');
  });

  it('leaves the name out at a kiosk path and on a device in tablet mode', () => {
    expect(
      renderHook(() => useGreetingName(discreet), { wrapper: at('/kiosk/home') }).result.current,
    ).toBeNull();
    setFlag(STORAGE_KEYS.tabletMode);
    expect(
      renderHook(() => useGreetingName(discreet), { wrapper: at('/condensed/home') }).result.current,
    ).toBeNull();
  });
});
