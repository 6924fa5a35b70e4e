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
 * its class and the fields PostgreSQL sets on it (code, detail, constraint…), which callers read.
 */
export type SerializedError = {
  message: string;
  /** `database` for PGlite's DatabaseError, else the name of a built-in Error class, or `Error`. */
  kind: string;
  stack?: string | undefined;
  fields: Record<string, unknown>;
  cause?: SerializedError | undefined;
};

const BUILT_IN_ERRORS: Record<string, new (message: string) => Error> = {
  Error,
  TypeError,
  RangeError,
  SyntaxError,
  ReferenceError,
  EvalError,
  URIError,
};

/** A field is kept only if it crosses as it is (PostgreSQL's are strings and numbers). */
const crossesAsItIs = (value: unknown) =>
  value === null || ['string', 'number', 'boolean', 'bigint', 'undefined'].includes(typeof value);

export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error)) {
    // PGlite's file system throws plain objects ({ name: 'ErrnoError', errno }).
    const fields =
      err && typeof err === 'object'
        ? Object.fromEntries(Object.entries(err).filter(([, v]) => crossesAsItIs(v)))
        : {};
    const described = Object.entries(fields).map(([k, v]) => `${k} ${String(v)}`);
    const message = described.length ? described.join(', ') : String(err);
    return { message, kind: 'Error', fields };
  }
  const database = err instanceof messages.DatabaseError;
  const builtIn = Object.keys(BUILT_IN_ERRORS).find((name) => err.constructor === BUILT_IN_ERRORS[name]);
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err))
    if (key !== 'cause' && crossesAsItIs(value)) fields[key] = value;
  // A class of our own (drizzle's DrizzleQueryError…) keeps at least its name.
  if (!database && !builtIn && !('name' in fields)) fields.name = err.name;
  return {
    message: err.message,
    kind: database ? 'database' : (builtIn ?? 'Error'),
    stack: err.stack,
    fields,
    cause: err.cause !== undefined && depth < 4 ? serializeError(err.cause, depth + 1) : undefined,
  };
}

export function deserializeError(serialized: SerializedError): Error {
  const { message, kind, stack, fields, cause } = serialized;
  const err =
    kind === 'database'
      ? new messages.DatabaseError(message, Number(fields.length ?? 0), 'error')
      : new (BUILT_IN_ERRORS[kind] ?? Error)(message);
  Object.assign(err, fields);
  if (cause) err.cause = deserializeError(cause);
  if (stack) err.stack = stack;
  return err;
}

const INTACT_PROTOTYPES = new Set<unknown>([Object.prototype, Array.prototype, null]);

/** What structured clone would change in a value on its way to the worker, if anything. */
function changedByClone(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'symbol') return 'a symbol';
  if (typeof value !== 'object' || value === null || value instanceof Date) return undefined;
  // A Buffer arrives as a Uint8Array, which PGlite serializes alike.
  if (ArrayBuffer.isView(value)) return undefined;
  if (!INTACT_PROTOTYPES.has(Object.getPrototypeOf(value)))
    return `a ${(value as { constructor?: { name?: string } }).constructor?.name || 'class instance'}`;
  if (depth > 32) return 'nested too deep';
  for (const item of Object.values(value)) {
    const changed = changedByClone(item, depth + 1);
    if (changed) return changed;
  }
  return undefined;
}

/**
 * Refuses a parameter that structured clone would change (a class instance loses its toString and
 * toJSON, and would be stored as "[object Object]"): in-thread PGlite serialized it as it was.
 */
export function assertParamsCross(params: unknown[]): void {
  params.forEach((param, i) => {
    const changed = changedByClone(param);
    if (changed)
      throw new TypeError(
        `parameter $${i + 1} holds ${changed}, which cannot reach the embedded database as it is: pass its text or JSON`,
      );
  });
}
