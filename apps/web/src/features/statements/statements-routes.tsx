import type { RouteObject } from 'react-router';
import { RewardsStatementScreen } from './components/rewards-statement-screen';
import { StatementsHub } from './components/statements-hub';
import { WinLossScreen } from './components/win-loss-screen';

const handle = (title: string, backTo?: string) => ({ title, allowBack: true, backTo, menuLinks: true });

/** Spec §2 menu: `statements`, with `reward-statement` and `win-loss`, under `{layout}/home/{brand}`. */
export function statementsRoutes(): RouteObject[] {
  return [
    {
      path: 'statements',
      handle: handle('statements.titles.hub', 'home'),
      children: [
        { index: true, element: <StatementsHub /> },
        {
          path: 'reward-statement',
          element: <RewardsStatementScreen />,
          handle: handle('statements.titles.rewards'),
        },
        { path: 'win-loss', element: <WinLossScreen />, handle: handle('statements.titles.winLoss') },
      ],
    },
  ];
}
