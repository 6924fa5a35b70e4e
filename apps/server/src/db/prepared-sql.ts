import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { DB_CASING, type Queryable } from './client';

const dialect = new PgDialect({ casing: DB_CASING });

/** A named parameter of a prepared statement, cast to its SQL type. */
export const typedPlaceholder = (name: string, type: string): SQL =>
  sql`${sql.placeholder(name)}::${sql.raw(type)}`;

/**
 * A hand-written statement (a CTE drizzle's builders cannot express) with `sql.placeholder`s, built
 * on first use and then reused, as `.prepare(name)` does for builder queries: the SQL text is made
 * once, and on PostgreSQL it is a named prepared statement, parsed once per connection.
 */
export function prepareSql<Row>(db: Queryable, name: string, build: () => SQL) {
  let prepared: ReturnType<Queryable['_']['session']['prepareQuery']> | undefined;
  return async (values: Record<string, unknown>): Promise<Row[]> => {
    prepared ??= db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
    // PGlite and node-postgres both answer { rows } (objects) for a query without mapped fields.
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
