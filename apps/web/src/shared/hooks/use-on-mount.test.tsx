import { renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useOnMount } from './use-on-mount';

describe('useOnMount', () => {
  it("acts once under StrictMode's double effect and never again on a re-render", () => {
    const first = vi.fn();
    const later = vi.fn();
    const { rerender } = renderHook(({ action }) => useOnMount(action), {
      initialProps: { action: first },
      wrapper: StrictMode,
    });
    rerender({ action: later });
    expect(first).toHaveBeenCalledTimes(1);
    expect(later).not.toHaveBeenCalled();
  });
});
