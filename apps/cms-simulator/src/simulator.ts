import Fastify, { type FastifyInstance } from 'fastify';
import { requireApiKey } from './api-key';
import { allowCrossOriginReads } from './cors';
import { createFaults, type FaultRule, type Faults } from './faults';
import { controlRoutes } from './routes/control.routes';
import { readRoutes } from './routes/reads.routes';
import { writeRoutes } from './routes/writes.routes';
import { snapshot, type SimulatorSnapshot } from './snapshot';
import { createState, type SimulatorState } from './state';

export interface SimulatorOptions {
  /** When set, every request must carry it as X-Api-Key (401 otherwise). */
  apiKey?: string;
  /** The clock; seed dates are relative to it at creation and at each reset. Default: real time. */
  now?: () => Date;
  /** The pseudo-random seed of the data (default 4417). */
  seed?: number;
  /** Fault rules to start with. */
  faults?: FaultRule[];
  logger?: boolean;
}

export interface SimulatorControls {
  faults: Faults;
  /** Back to the seed: players, comps and balances as seeded, no commands, no faults. */
  reset(): void;
  snapshot(): SimulatorSnapshot;
  state: SimulatorState;
}

export type CmsSimulator = FastifyInstance & SimulatorControls;

/** Builds the simulator without listening, so tests can `inject` or `listen({ port: 0 })`. */
export function createSimulator(options: SimulatorOptions = {}): CmsSimulator {
  const app = Fastify({
    logger: options.logger ?? false,
    // A hung answer holds its socket open; closing the simulator must not wait for it.
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const state = createState({
    now: options.now ?? (() => new Date()),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  });
  const faults = createFaults();
  if (options.faults) faults.set(options.faults);
  const reset = () => {
    state.reset();
    faults.clear();
  };
  allowCrossOriginReads(app);
  if (options.apiKey) requireApiKey(app, options.apiKey, state);

  app.register(readRoutes({ state, faults }));
  app.register(writeRoutes({ state, faults }));
  app.register(controlRoutes({ state, faults, reset }));

  const controls: SimulatorControls = { faults, reset, snapshot: () => snapshot(state, faults), state };
  for (const [name, value] of Object.entries(controls)) app.decorate(name, value);
  return app as unknown as CmsSimulator;
}
