import { isPgError } from './db/types';

// Values worth hiding wherever they appear in an error message: quoted text (PostgreSQL quotes the
// offending value: `invalid input syntax for type uuid: "…"`, `Key (email)=(…)`), JWTs and long
// token-like runs of letters and digits (refresh, recovery and confirmation tokens).
const quoted = /"[^"]*"|'[^']*'|`[^`]*`|\)=\([^)]*\)/g;
const tokenLike = /[A-Za-z0-9_-]{20,}(?:\.[A-Za-z0-9_-]{10,}){0,2}/g;

/** A message with quoted values and token-like strings replaced by `…`. */
export function redact(message: string): string {
  return message
    .replace(quoted, (m) => (m.startsWith(')=(') ? ')=(…)' : `${m[0]}…${m.at(-1)}`))
    .replace(tokenLike, '…');
}

/**
 * One line (plus stack frames) describing an error without anything a request put into it: the
 * class, the SQLSTATE, the redacted message and where it was thrown. Never the error's own fields
 * (PGlite's errors carry the SQL text and its parameters, which may be tokens or passwords).
 */
export function describeError(e: unknown): string {
  if (!(e instanceof Error)) return `non-error thrown (${typeof e})`;
  const code = isPgError(e) ? ` [${e.code}]` : '';
  const frames = (e.stack ?? '')
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .slice(0, 8)
    .join('\n');
  return `${e.name}${code}: ${redact(e.message)}${frames ? `\n${frames}` : ''}`;
}

/** Logs an unexpected error (see describeError: no parameters, tokens or passwords). */
export function logError(where: string, e: unknown): void {
  console.error(`[${where}] unexpected error: ${describeError(e)}`);
}
