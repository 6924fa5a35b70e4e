import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants';

/** The largest page a list call answers; a bigger pageSize is a 400, not a slow query. */
export const MAX_PAGE_SIZE = 1000;

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/**
 * docs/product.md#rewards Paged query, docs/design.md#api-conventions: pageNumber is 1-based, pageSize
 * defaults to 1000.
 */
export const pagedQuerySchema = z.object({
  searchText: z.string().trim().max(100).optional(),
  isDescending: booleanQuery,
  pageNumber: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
});

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int() });
