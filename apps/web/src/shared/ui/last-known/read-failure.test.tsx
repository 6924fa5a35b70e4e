import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../http/http-error';
import { ReadFailure } from './read-failure';

const unavailable = 'The casino system is not answering. Please try again in a minute.';

describe('ReadFailure', () => {
  it('gives the casino system’s own words for a 503, and a button that tries again', async () => {
    const retry = vi.fn();
    render(
      <ReadFailure
        error={new HttpError(503, { errors: [unavailable] })}
        fallback="Not loaded."
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(unavailable);
    expect(screen.queryByText('Not loaded.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says the system is not answering for a 503 without a message', () => {
    render(<ReadFailure error={new HttpError(503, null)} fallback="Not loaded." onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(unavailable);
  });

  it('keeps the screen’s own message for any other failure', () => {
    render(
      <ReadFailure
        error={new HttpError(500, { errors: ['Boom'] })}
        fallback="Not loaded."
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
