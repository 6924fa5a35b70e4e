import type { FastifyInstance } from 'fastify';
import { FaultRuleError, parseFaultRules, type Faults } from '../faults';
import { snapshot } from '../snapshot';
import type { SimulatorState } from '../state';

/** Dev and test only: the simulator never runs in production (docs/casino-system.md#cms-simulator). */
export function controlRoutes(ctx: { state: SimulatorState; faults: Faults; reset(): void }) {
  return async function register(app: FastifyInstance) {
    app.put('/_control/faults', async (request, reply) => {
      try {
        ctx.faults.set(parseFaultRules(request.body));
      } catch (error) {
        if (error instanceof FaultRuleError) return reply.code(400).send({ errors: [error.message] });
        throw error;
      }
      return { faults: ctx.faults.list() };
    });
    app.delete('/_control/faults', async (_request, reply) => {
      ctx.faults.clear();
      return reply.code(204).send();
    });
    app.get('/_control/state', async () => snapshot(ctx.state, ctx.faults));
    app.post('/_control/reset', async () => {
      ctx.reset();
      return snapshot(ctx.state, ctx.faults);
    });
  };
}
