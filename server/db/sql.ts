/**
 * Quoting for the few places that build SQL text (the one-round-trip REST batches and migrations).
 * Identifiers are double-quoted, values single-quoted with standard_conforming_strings semantics
 * (on by default since PostgreSQL 9.1 and in PGlite), and NUL bytes, which PostgreSQL text cannot
 * hold, are refused so a value can never end a literal early.
 */

/** A value that PostgreSQL text cannot hold (a NUL byte): the request's fault, answered with 400. */
export class NulByteError extends RangeError {}

/** A string value as a SQL literal: `'it''s'`. */
export function literal(value: string): string {
  if (value.includes('\u0000')) throw new NulByteError('NUL bytes are not allowed');
  return `'${value.replace(/'/g, "''")}'`;
}

/** A name as a SQL identifier: `"student_profiles"`. */
export function ident(name: string): string {
  if (name.includes('\u0000')) throw new NulByteError('NUL bytes are not allowed');
  return `"${name.replace(/"/g, '""')}"`;
}
