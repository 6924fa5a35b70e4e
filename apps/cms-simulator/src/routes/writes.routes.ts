import type { FastifyInstance } from 'fastify';
import { invalidMessage } from '../cms-error';
import { commandStatus, issueComp, voidComp } from '../comp-commands';
import { commandStatusBody, compIssueBody } from '../messages/commands';
import { MAX_REQUEST_BYTES, parseRequest } from '../xml/parse-request';
import { respond, type RouteContext } from './respond';

type Write = { Params: { id: string }; Body: string };

function readMessage(body: unknown, message: string, playerId: string): Record<string, string> {
  if (typeof body !== 'string') throw invalidMessage('The request body is XML');
  const parsed = parseRequest(body, message);
  if (parsed.playerId !== undefined && parsed.playerId !== playerId)
    throw invalidMessage('PlayerID in the body is not the one in the path');
  return parsed.fields;
}

export function writeRoutes(ctx: RouteContext) {
  const { state } = ctx;
  return async function register(app: FastifyInstance) {
    app.addContentTypeParser(
      ['application/xml', 'text/xml'],
      { parseAs: 'string', bodyLimit: MAX_REQUEST_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.post<Write>('/PlayerCompIssue/:id', (request, reply) =>
      respond(ctx, request, reply, {
        operation: 'PlayerCompIssue',
        playerId: request.params.id,
        run: (plan) => {
          const fields = readMessage(request.body, 'PlayerCompIssue', request.params.id);
          const answer = issueComp(state, {
            playerId: request.params.id,
            fields,
            injectedStopCodes: plan.stopCodes,
          });
          return { body: compIssueBody(answer) };
        },
      }),
    );

    app.post<Write>('/PlayerCompVoid/:id', (request, reply) =>
      respond(ctx, request, reply, {
        operation: 'PlayerCompVoid',
        playerId: request.params.id,
        run: () => {
          voidComp(state, request.params.id, readMessage(request.body, 'PlayerCompVoid', request.params.id));
          return { body: '', data: 'General', operand: 'Success' };
        },
      }),
    );

    app.get<{ Params: { commandId: string }; Querystring: { playerId?: string } }>(
      '/CommandStatus/:commandId',
      (request, reply) =>
        respond(ctx, request, reply, {
          operation: 'CommandStatus',
          ...(request.query.playerId === undefined ? {} : { playerId: request.query.playerId }),
          run: () => {
            const { commandId } = request.params;
            const result = commandStatus(state, request.query.playerId ?? '', commandId);
            return { body: commandStatusBody(commandId, result) };
          },
        }),
    );
  };
}
