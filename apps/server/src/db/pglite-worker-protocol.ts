import { messages } from '@electric-sql/pglite';
import type { RawResults } from './pglite-prepared';

/** What the main thread asks of the PGlite worker; each answer carries the request's id. */
export type WorkerRequest =
  | { id: number; op: 'query'; text: string; params: unknown[]; sync: boolean }
  | { id: number; op: 'exec'; text: string }
  | { id: number; op: 'begin' | 'commit' | 'rollback' | 'close' }
  | { id: number; op: 'migrate'; folder: string };

export type WorkerAnswer =
  | { id: number; result: RawResults | unknown }
  | { id: number; error: SerializedError }
  /** Sent once, when the database is open (or failed to open: then with `error`). */
  | { id: 0; ready: true; arrayTypes?: ArrayType[]; error?: SerializedError };

/** An array type's OID and its element's, for the array parsers PGlite builds when it opens. */
export type ArrayType = { oid: number; typarray: number };

/**
 * An error as it crosses the thread boundary: structured clone keeps an Error's message but drops
 * the fields PostgreSQL sets on it (code, detail, constraint…), which callers read.
 */
export type SerializedError = {
  message: string;
  stack?: string | undefined;
  database: boolean;
  fields: Record<string, unknown>;
};

export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { message: String(err), database: false, fields: {} };
  return {
    message: err.message,
    stack: err.stack,
    database: err instanceof messages.DatabaseError,
    fields: { ...err },
  };
}

export function deserializeError(serialized: SerializedError): Error {
  const { message, stack, database, fields } = serialized;
  const err = database
    ? new messages.DatabaseError(message, Number(fields.length ?? 0), 'error')
    : new Error(message);
  Object.assign(err, fields);
  if (stack) err.stack = stack;
  return err;
}
