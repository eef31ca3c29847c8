// Classifies database errors the API answers with something better than 500: an unreachable or
// unusable database (503; the instance recovers by itself when it returns) and values PostgreSQL
// refuses to store (400). Only errors raised by the database driver count (a mail server refusing
// a connection is not the database going away): `trackErrors` marks them.
import type { Dialect } from 'kysely';
import { wrapDialect } from './wrap-dialect.ts';

export const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable: the database cannot be reached. Please try again in a moment.';
export const VALUE_NOT_STORABLE = 'The request contains a value that cannot be stored (a character or a number out of range).';

/** Network errors of the connection to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** SQLSTATEs: admin/crash shutdown, cannot connect now, too many connections, database missing (class 08: connection exceptions). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '3D000']);
/** pg's messages for connections that failed, timed out or were cut; SQLite's for a closed, locked or unreadable file. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|did not answer in time|Client has encountered a connection error|not queryable|ran out of time before the database answered|The SQLite database is not open|database is locked|unable to open database file|disk I\/O error/i;
/** SQLSTATEs of values PostgreSQL will not store: NUL in text, untranslatable character, integer out of range. */
const NOT_STORABLE_SQLSTATES = new Set(['22021', '22P05', '22003']);

const driverErrors = new WeakSet<object>();

function mark(error: unknown): unknown {
  if (typeof error === 'object' && error !== null) driverErrors.add(error);
  return error;
}

function fields(error: unknown): { code?: unknown; message?: unknown; errors?: unknown } {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown; message?: unknown; errors?: unknown }) : {};
}

function unavailable(error: unknown): boolean {
  const { code, message, errors } = fields(error);
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  // Connecting to a name with several addresses fails with an AggregateError of each attempt.
  return Array.isArray(errors) && errors.length > 0 && errors.every(unavailable);
}

/** True for an error of the database driver saying the database cannot be reached or used right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && driverErrors.has(error) && unavailable(error);
}

/** True for PostgreSQL refusing a value (NUL character, integer out of range): the caller's input, not a fault. */
export function isValueNotStorable(error: unknown): boolean {
  const { code } = fields(error);
  return (
    typeof error === 'object' && error !== null && driverErrors.has(error) && typeof code === 'string' && NOT_STORABLE_SQLSTATES.has(code)
  );
}

/** The dialect with every error of its driver marked as a database error. */
export function trackErrors(dialect: Dialect): Dialect {
  return wrapDialect(dialect, {
    async around(run) {
      try {
        return await run();
      } catch (error) {
        throw mark(error);
      }
    },
  });
}

/** True when the database refused a row because a unique column already holds the value. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; errcode?: number; message?: string };
  return (
    e?.code === '23505' || // PostgreSQL
    e?.errcode === 2067 || // SQLite SQLITE_CONSTRAINT_UNIQUE (node:sqlite)
    /UNIQUE constraint failed/i.test(e?.message ?? '')
  );
}
