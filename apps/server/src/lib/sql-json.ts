import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../db/client';

/**
 * JSON text the database already shaped; sent as is, so a big list costs no JS work
 * (docs/design.md#running-scaling-operating).
 */
export type JsonText<T> = string & { readonly __shape?: T };

/** The value of JSON text the database shaped, typed as the shape it was written for. */
export function parseJson<T>(json: JsonText<T>): T {
  return JSON.parse(json) as T;
}

/** A timestamp as the contracts' ISO string (UTC, milliseconds, `Z`). */
export function isoSql(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * A Date as a query parameter both drivers read the same way. PostgreSQL reads no year before 1 or
 * after 9999 in ISO form (a bound such as `to=9999-12-31` ends in year 10000): those are before or
 * after every stored instant, which `-infinity` and `infinity` say.
 */
export function tsParam(at: Date): SQL {
  const year = at.getUTCFullYear();
  if (year > 9999) return sql`'infinity'::timestamptz`;
  if (year < 1) return sql`'-infinity'::timestamptz`;
  return sql`${at.toISOString()}::timestamptz`;
}

/** `%text%` for ILIKE with the user's `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function queryJsonText<T>(db: Queryable, query: SQL): Promise<JsonText<T>> {
  // Both drivers (PGlite, node-postgres) answer `{rows}`; drizzle's common type does not say so.
  const result = (await db.execute(sql`select (${query})::text as json`)) as unknown as {
    rows: { json: unknown }[];
  };
  const json = result.rows[0]?.json;
  if (typeof json !== 'string') throw new Error('the JSON query returned no row');
  return json as JsonText<T>;
}

/** `{data, total}` of a paged list: `page` must select `json` (one item) and `rn` (its order). */
export function pagedJson(page: SQL, total: SQL): SQL {
  return sql`json_build_object(
    'data', coalesce((select json_agg(p.json order by p.rn) from (${page}) p), '[]'::json),
    'total', (${total}))`;
}
