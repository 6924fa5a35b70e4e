import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';
import type { OpsAccess } from './ops-access';

const PARTS = ['body', 'querystring', 'params', 'headers'] as const;

function isZodRoute(route: object | undefined): boolean {
  if (!route) return false;
  const schema = route as Record<string, unknown>;
  const response = Object.values((schema.response ?? {}) as Record<string, unknown>);
  return [...PARTS.map((part) => schema[part]), ...response].some((s) => s instanceof $ZodType);
}

/** OpenAPI 3.0 at /docs/json and its UI at /docs, behind the operations credential (DESIGN §9). */
async function docsPlugin(app: FastifyInstance, { ops }: { ops: OpsAccess }) {
  await app.register(swagger, {
    transform: (document) => (isZodRoute(document.schema) ? jsonSchemaTransform(document) : document),
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Patron Portal API', version: '0.1.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(async (guarded) => {
    guarded.addHook('onRequest', ops.guard);
    await guarded.register(swaggerUi, {
      routePrefix: '/docs',
      uiConfig: { validatorUrl: null },
      staticCSP: false,
    });
  });
}

export default fp(docsPlugin, { name: 'docs' });
