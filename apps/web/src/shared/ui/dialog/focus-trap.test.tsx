import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { trapTabKey } from './focus-trap';

function Trapped() {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <>
      <button type="button">outside</button>
      <div ref={ref} tabIndex={-1} data-testid="box" onKeyDown={(event) => trapTabKey(event, ref.current)}>
        <button type="button">first</button>
        <button type="button" disabled>
          off
        </button>
        <button type="button">last</button>
      </div>
    </>
  );
}

describe('trapTabKey', () => {
  it('wraps Tab from the last control to the first and Shift+Tab from the first (or the box) to the last', async () => {
    const user = userEvent.setup();
    render(<Trapped />);
    screen.getByRole('button', { name: 'last' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'last' })).toHaveFocus();
    screen.getByTestId('box').focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'last' })).toHaveFocus();
  });
});
