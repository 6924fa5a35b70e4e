import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, signInForTests } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { statementsRoutes } from '../statements-routes';

const HOME = '/mobile/home/rwlv';
const routes = [{ path: HOME, children: statementsRoutes() }];

describe('statements hub', { timeout: 20_000 }, () => {
  beforeEach(signInForTests);

  it('links to the rewards statement and the win/loss statement', async () => {
    fakeApi({});
    const { router } = renderRoutes(routes, `${HOME}/statements`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Statements' })).toBeInTheDocument();
    const rewards = screen.getByRole('link', { name: /Rewards Statement/ });
    expect(rewards).toHaveAttribute('href', `${HOME}/statements/reward-statement`);
    expect(screen.getByRole('link', { name: /Win\/Loss Statement/ })).toHaveAttribute(
      'href',
      `${HOME}/statements/win-loss`,
    );
    await userEvent.click(screen.getByRole('link', { name: /Win\/Loss Statement/ }));
    // A lazy route: the URL changes once the screen's chunk is in.
    await waitFor(() => expect(router.state.location.pathname).toBe(`${HOME}/statements/win-loss`));
  });
});
