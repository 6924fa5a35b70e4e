import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';
import type { OpsAccess } from './ops-access';

const PARTS = ['body', 'querystring', 'params', 'headers'] as const;

function isZodRoute(routeSchema: object | undefined): boolean {
  if (!routeSchema) return false;
  const schema = routeSchema as Record<string, unknown>;
  const response = Object.values((schema.response ?? {}) as Record<string, unknown>);
  return [...PARTS.map((part) => schema[part]), ...response].some((s) => s instanceof $ZodType);
}

type RouteDocument = Parameters<typeof jsonSchemaTransform>[0];

// A route may mix zod parts with plain JSON schemas (a documentation-only body, a 204): the
// provider's transform converts the zod ones and the others are kept as they are.
function transformRoute(document: RouteDocument) {
  const schema = document.schema as Record<string, unknown>;
  const plain: Record<string, unknown> = {};
  const zod: Record<string, unknown> = { ...schema };
  for (const part of PARTS)
    if (schema[part] && !(schema[part] instanceof $ZodType)) {
      plain[part] = schema[part];
      delete zod[part];
    }
  const responses = { ...((schema.response ?? {}) as Record<string, unknown>) };
  const plainResponses: Record<string, unknown> = {};
  for (const [status, s] of Object.entries(responses))
    if (!(s instanceof $ZodType)) {
      plainResponses[status] = s;
      delete responses[status];
    }
  if (schema.response) zod.response = responses;
  const out = jsonSchemaTransform({ ...document, schema: zod as RouteDocument['schema'] });
  const transformed = out.schema as Record<string, unknown>;
  const response = { ...((transformed.response ?? {}) as Record<string, unknown>), ...plainResponses };
  return {
    ...out,
    schema: { ...transformed, ...plain, ...(schema.response ? { response } : {}) },
  };
}

/**
 * OpenAPI 3.0 at /docs/json and its UI at /docs, behind the operations credential
 * (docs/design.md#running-scaling-operating).
 */
async function docsPlugin(app: FastifyInstance, { ops }: { ops: OpsAccess }) {
  await app.register(swagger, {
    transform: (document) => (isZodRoute(document.schema) ? transformRoute(document) : document),
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
