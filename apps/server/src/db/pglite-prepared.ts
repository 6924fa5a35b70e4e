import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

export type Field = { name: string; dataTypeID: number };
type Statement = { name: string; paramTypes: number[]; fields: Field[] };

/** What drizzle's PGlite session calls on its client. */
export type PgliteQueryClient = Pick<PGlite, 'query' | 'transaction'>;

/** Prepared statements kept at most per database; past it the least recently used is closed. */
const MAX_STATEMENTS = 300;

/**
 * "cached plan must not change result type" (a table changed under the statement) and "prepared
 * statement does not exist" (DEALLOCATE or DISCARD ran): the statement is stale, not the query.
 */
const STALE_STATEMENT = new Set(['0A000', '26000']);

// Names unique per process, so two clients on one database never reuse each other's statement.
let counter = 0;

const { serialize } = protocol;
const EXECUTE = serialize.execute({});
const SYNC = serialize.sync();

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A statement's answer before parsing: column descriptions, row texts and the command tag. */
export type RawResults = { fields: Field[]; rows: (string | null)[][]; complete?: string };

/** A value's parser, by type OID. */
export type ParserFor = (dataTypeID: number) => ((text: string, typeId: number) => unknown) | undefined;

/** The query options that travel with a statement to the database (not its parsers). */
type RunOptions = Pick<QueryOptions, 'serializers' | 'onNotice'>;

/**
 * PGlite's `query` parses, plans and describes every statement again, in six calls into its WASM
 * (half the main-thread time of a sign-in went there). This runner keeps each statement text as a
 * named prepared statement: after the first time, one call binds and executes it. Values are
 * serialized by PGlite's own code; rows come back as texts, for `toResults` to parse where they
 * are used (in this thread, or across a worker boundary, which functions cannot cross).
 */
export function createStatementRunner(
  pg: PGlite,
  { maxStatements = MAX_STATEMENTS }: { maxStatements?: number } = {},
) {
  const statements = new Map<string, Statement>();

  async function close(statement: Statement): Promise<void> {
    await pg.execProtocolStream(concat([serialize.close({ type: 'S', name: statement.name }), SYNC]), {
      syncToFs: false,
      throwOnError: false,
    });
  }

  async function prepare(query: string, options?: RunOptions): Promise<Statement> {
    if (statements.size >= maxStatements) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await close(oldest);
    }
    const name = `pp_${++counter}`;
    const messages = await pg.execProtocolStream(
      concat([serialize.parse({ name, text: query }), serialize.describe({ type: 'S', name }), SYNC]),
      { syncToFs: false, onNotice: options?.onNotice },
    );
    const rowDescription = messages.find((m) => m.name === 'rowDescription') as
      { fields: Field[] } | undefined;
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: rowDescription?.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) ?? [],
    };
    statements.set(query, statement);
    return statement;
  }

  async function statementFor(query: string, options?: RunOptions): Promise<Statement> {
    const statement = statements.get(query);
    if (!statement) return prepare(query, options);
    // Most recently used last, so the first entry is the one to close.
    statements.delete(query);
    statements.set(query, statement);
    return statement;
  }

  async function execute(statement: Statement, params: unknown[], options?: RunOptions): Promise<RawResults> {
    const { paramTypes } = statement;
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = paramTypes[i] ?? 0;
      const serializer = options?.serializers?.[oid] ?? pg.serializers[oid];
      return serializer ? serializer(param) : String(param as string);
    });
    const messages = await pg.execProtocolStream(
      concat([serialize.bind({ statement: statement.name, values }), EXECUTE, SYNC]),
      { syncToFs: false, onNotice: options?.onNotice },
    );
    const rows: (string | null)[][] = [];
    for (const message of messages) {
      if (message.name === 'dataRow') {
        rows.push((message as unknown as { fields: (string | null)[] }).fields);
      } else if (message.name === 'commandComplete') {
        return { fields: statement.fields, rows, complete: (message as unknown as { text: string }).text };
      }
    }
    return { fields: statement.fields, rows };
  }

  return {
    /** Runs one statement; the caller holds PGlite's query mutex. */
    async run(query: string, params: unknown[], options?: RunOptions): Promise<RawResults> {
      const statement = await statementFor(query, options);
      try {
        return await execute(statement, params, options);
      } catch (err) {
        if (!STALE_STATEMENT.has((err as { code?: unknown }).code as string)) throw err;
        statements.delete(query);
        await close(statement);
        // In a transaction block the error has aborted it, so a retry could only fail again.
        if (pg.isInTransaction()) throw err;
        return execute(await prepare(query, options), params, options);
      }
    },
  };
}

/** PGlite.query adds these to its DatabaseError (makePGliteError). */
export function withQueryFields(err: unknown, query: string, params: unknown[], options?: QueryOptions) {
  if (err && typeof err === 'object' && 'code' in err)
    Object.assign(err, { query, params, queryOptions: options });
  return err;
}

/**
 * PGlite's parseResults for one statement, less its copy of every type parser per call (it
 * spreads options.parsers over them: a seventh of the time of a small query).
 */
export function toResults<T>(raw: RawResults, parserFor: ParserFor, options?: QueryOptions): Results<T> {
  const { fields, complete } = raw;
  if (complete === undefined) return { affectedRows: 0, rows: [], fields: [] };
  const parsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? parserFor(dataTypeID));
  const value = (text: string | null, i: number) => {
    const parser = parsers[i];
    return text === null || !parser ? text : parser(text, fields[i]!.dataTypeID);
  };
  const rows =
    options?.rowMode === 'array'
      ? raw.rows.map((texts) => texts.map(value))
      : raw.rows.map((texts) =>
          Object.fromEntries(texts.map((text, i) => [fields[i]!.name, value(text, i)])),
        );
  // As parseResults: "SELECT 2", "UPDATE 3", "INSERT 0 5" carry a row count, "CREATE TABLE" none.
  const parts = complete.split(' ');
  const command = parts[0];
  const rowCount = parseInt(parts[parts.length - 1] ?? '', 10);
  const counted = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command ?? '');
  return {
    rows: rows as T[],
    fields: fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    command,
    affectedRows: counted ? rowCount : 0,
    ...(Number.isNaN(rowCount) ? {} : { rowCount }),
  } as Results<T>;
}
