import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { XML_TYPE } from './routes/respond';
import type { SimulatorState } from './state';
import { errorXml } from './xml/envelope';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Every request, the control API's too, carries the key when the simulator has one. */
export function requireApiKey(app: FastifyInstance, apiKey: string, state: SimulatorState) {
  const expected = digest(apiKey);
  app.addHook('onRequest', async (request, reply) => {
    const given = request.headers['x-api-key'];
    if (typeof given === 'string' && timingSafeEqual(digest(given), expected)) return;
    return reply
      .code(401)
      .type(XML_TYPE)
      .send(errorXml(state.timeStamp(), 'UNAUTHORIZED', 'Missing or wrong X-Api-Key'));
  });
}
