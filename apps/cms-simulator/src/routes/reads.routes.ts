import type { FastifyInstance } from 'fastify';
import { activePlayer, activeStopCodes } from '../comp-commands';
import type { StopCode } from '../model';
import type { MessageName } from '../messages/names';
import { creditInfoBody, playerBalancesBody } from '../messages/balances';
import { compListBody, playerCompListBody } from '../messages/comps';
import { compHistoryBody, gamingProfileBody, readPeriod } from '../messages/play';
import { playerCardBody, playerProfileBody } from '../messages/profile';
import type { Player } from '../model';
import type { SimulatorState } from '../state';
import { respond, type RouteContext } from './respond';

type PlayerRead = (player: Player, query: Record<string, string | undefined>, injected: string[]) => string;

function profileWithInjected(state: SimulatorState, player: Player, injected: string[]): string {
  const known = new Set(activeStopCodes(player, []));
  const extra: StopCode[] = injected
    .filter((code) => !known.has(code))
    .map((code) => ({
      stopCodeId: code,
      description: 'Stop code set by the simulator',
      priority: 1,
      active: true,
      effectiveDate: state.nowLocal(),
    }));
  return playerProfileBody(player, [...player.profile.stopCodes, ...extra]);
}

export function readRoutes(ctx: RouteContext) {
  const { state } = ctx;
  const reads: Record<
    Exclude<MessageName, 'CompListMessage' | 'PlayerCompIssue' | 'PlayerCompVoid' | 'CommandStatus'>,
    PlayerRead
  > = {
    PlayerProfile: (player, _query, injected) => profileWithInjected(state, player, injected),
    PlayerCard: (player) => playerCardBody(player),
    PlayerBalances: (player) => playerBalancesBody(player),
    CreditInfo: (player) => creditInfoBody(player),
    GamingProfile: (player, query) => gamingProfileBody(player, readPeriod(query)),
    CompHistory: (player, query) => compHistoryBody(player, readPeriod(query)),
    PlayerCompListMessage: (player) => playerCompListBody(player, state.nowLocal()),
  };

  return async function register(app: FastifyInstance) {
    for (const [operation, read] of Object.entries(reads) as [MessageName, PlayerRead][]) {
      app.get<{ Params: { id: string }; Querystring: Record<string, string | undefined> }>(
        `/${operation}/:id`,
        (request, reply) =>
          respond(ctx, request, reply, {
            operation,
            playerId: request.params.id,
            run: (plan) => ({
              body: read(activePlayer(state, request.params.id), request.query, plan.stopCodes),
            }),
          }),
      );
    }
    app.get('/CompListMessage', (request, reply) =>
      respond(ctx, request, reply, {
        operation: 'CompListMessage',
        run: () => ({ body: compListBody(state.data.catalogue) }),
      }),
    );
  };
}
