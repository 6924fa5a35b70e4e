import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CmsError } from '../cms-error';
import type { FaultPlan, Faults } from '../faults';
import type { MessageName } from '../messages/names';
import type { SimulatorState } from '../state';
import { answerXml, errorXml } from '../xml/envelope';
import { brokenXml, hostileXml } from '../xml/hostile';

export interface RouteContext {
  state: SimulatorState;
  faults: Faults;
}

export interface Exchange {
  operation: MessageName;
  playerId?: string;
  /** Does the operation and answers its Body; throws CmsError for a CMS error answer. */
  run(plan: FaultPlan): { body: string; data?: string; operand?: string };
}

export const XML_TYPE = 'application/xml; charset=utf-8';

/**
 * Answers one message with the faults that match it: `status` and `hang` before anything is done,
 * `brokenXml`, `hostileXml` and `dropAfterApply` after the operation (a write is applied).
 */
export async function respond(
  ctx: RouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  exchange: Exchange,
): Promise<FastifyReply | undefined> {
  const plan = ctx.faults.take(exchange.operation, exchange.playerId);
  if (plan.latencyMs) await sleep(plan.latencyMs);
  const outcome = plan.outcome;
  if (outcome?.kind === 'status')
    return reply
      .code(outcome.status ?? 503)
      .type('text/plain; charset=utf-8')
      .send('The casino system is unavailable');
  if (outcome?.kind === 'hang') {
    reply.hijack();
    return undefined;
  }
  let xml: string;
  let status = 200;
  try {
    const { body, data, operand } = exchange.run(plan);
    xml = answerXml({
      data: data ?? exchange.operation,
      ...(operand ? { operand } : {}),
      ...(exchange.playerId === undefined ? {} : { playerId: exchange.playerId }),
      timeStamp: ctx.state.timeStamp(),
      body,
    });
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    xml = errorXml(ctx.state.timeStamp(), error.code, error.description);
    status = error.httpStatus;
  }
  if (outcome?.kind === 'dropAfterApply') {
    reply.hijack();
    request.raw.socket.destroy();
    return undefined;
  }
  if (outcome?.kind === 'brokenXml') xml = brokenXml(xml);
  if (outcome?.kind === 'hostileXml') xml = hostileXml(outcome.hostile ?? 'billionLaughs', xml);
  return reply.code(status).type(XML_TYPE).send(xml);
}
