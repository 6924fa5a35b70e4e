import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { DB_CASING, type Queryable } from './client';

const dialect = new PgDialect({ casing: DB_CASING });

/**
 * A hand-written statement (a CTE drizzle's builders cannot express) built once with
 * `sql.placeholder`s, as `.prepare(name)` does for builder queries: the SQL text is made once, and
 * on PostgreSQL it is a named prepared statement, parsed once per connection.
 */
export function prepareSql<Row>(db: Queryable, name: string, query: SQL) {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return async (values: Record<string, unknown>): Promise<Row[]> => {
    // PGlite and node-postgres both answer { rows } (objects) for a query without mapped fields.
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
