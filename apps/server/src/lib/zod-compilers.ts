import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';

const isZod = (schema: unknown): schema is $ZodType => schema instanceof $ZodType;

/**
 * Route schemas are zod schemas from the contracts: requests are parsed by them before the
 * handler runs, answers are encoded by them. A schema that is not zod is documentation only.
 */
export function useZodCompilers(app: FastifyInstance) {
  app.setValidatorCompiler((route) =>
    isZod(route.schema) ? validatorCompiler({ ...route, schema: route.schema }) : (data) => ({ value: data }),
  );
  app.setSerializerCompiler((route) =>
    isZod(route.schema)
      ? serializerCompiler({ ...route, schema: route.schema })
      : (data: unknown) => JSON.stringify(data),
  );
}
