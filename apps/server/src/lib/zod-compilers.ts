import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';

const isZod = (schema: unknown): schema is $ZodType => schema instanceof $ZodType;

/**
 * Route schemas are zod schemas from the contracts: requests are parsed by them before the
 * handler runs, answers are encoded by them. A schema that is not zod is documentation only.
 */
export function useZodCompilers(app: FastifyInstance) {
  app.setValidatorCompiler((route) => {
    const { schema } = route;
    return isZod(schema) ? validatorCompiler({ ...route, schema }) : (data) => ({ value: data });
  });
  app.setSerializerCompiler((route) => {
    const { schema } = route;
    return isZod(schema) ? serializerCompiler({ ...route, schema }) : (data: unknown) => JSON.stringify(data);
  });
}
