import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AsOfNotice } from './as-of-notice';

describe('AsOfNotice', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 20, 14, 30));
  });
  afterEach(() => vi.useRealTimers());

  it('says nothing while the answers are fresh', () => {
    const { container } = render(<AsOfNotice answers={[{}, undefined]} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says, as a status line, from when a stale answer is', () => {
    const asOf = new Date(2026, 10, 20, 14, 5).toISOString();
    render(<AsOfNotice answers={[{}, { stale: true, asOf }]} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Shown as of 2:05\sPM — the casino system is not answering; we'll refresh when it is back\.$/,
    );
  });

  it('gives the date too for a copy from another day', () => {
    const asOf = new Date(2026, 10, 19, 22, 40).toISOString();
    render(<AsOfNotice answers={[{ stale: true, asOf }]} />);
    expect(screen.getByRole('status')).toHaveTextContent(/Shown as of Nov 19, 2026,\s10:40\sPM/);
  });

  it('still owns up to a stale answer that gives no time', () => {
    render(<AsOfNotice answers={[{ stale: true }]} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Shown from the last copy we have/);
  });
});
