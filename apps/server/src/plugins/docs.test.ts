import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { docSchema } from '../lib/doc-schema';
import { useTestApp } from '../test/test-app';

const t = useTestApp();

describe('GET /docs/json', () => {
  it('is a valid OpenAPI 3.0 document, every route included', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    expect(spec.openapi).toMatch(/^3\.0\./);
    const result = await new Validator().validate(spec);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});

describe('docSchema', () => {
  it('speaks the OpenAPI 3.0 schema dialect', () => {
    const schema = docSchema(
      z.object({ points: z.number().positive(), note: z.string().nullable(), kind: z.literal('swap') }),
    );
    expect(schema).toEqual({
      type: 'object',
      properties: {
        points: { type: 'number', minimum: 0, exclusiveMinimum: true },
        note: { type: 'string', nullable: true },
        kind: { type: 'string', enum: ['swap'] },
      },
      required: ['points', 'note', 'kind'],
    });
  });
});
