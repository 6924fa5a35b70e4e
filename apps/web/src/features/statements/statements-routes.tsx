import type { RouteObject } from 'react-router';

const handle = (title: string, backTo?: string) => ({ title, allowBack: true, backTo, menuLinks: true });

/**
 * docs/product.md#screens-and-routes menu: `statements`, with `reward-statement` and `win-loss`, under
 * `{layout}/home/{brand}`. Each screen is its own lazy chunk, so the home's first load never carries
 * them.
 */
export function statementsRoutes(): RouteObject[] {
  return [
    {
      path: 'statements',
      handle: handle('statements.titles.hub', 'home'),
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('./components/statements-hub')).StatementsHub }),
        },
        {
          path: 'reward-statement',
          lazy: async () => ({
            Component: (await import('./components/rewards-statement-screen')).RewardsStatementScreen,
          }),
          // Back goes to the hub, also after a deep link (the browser's history would leave the portal).
          handle: handle('statements.titles.rewards', 'home/statements'),
        },
        {
          path: 'win-loss',
          lazy: async () => ({ Component: (await import('./components/win-loss-screen')).WinLossScreen }),
          handle: handle('statements.titles.winLoss', 'home/statements'),
        },
      ],
    },
  ];
}
