import { isPgError } from './db/types';

// Values worth hiding wherever they appear in an error message: quoted text (PostgreSQL quotes the
// offending value: `invalid input syntax for type uuid: "…"`, `Key (email)=(…)`), JWTs and long
// token-like runs of letters and digits (refresh, recovery and confirmation tokens).
const quoted = /"[^"]*"|'[^']*'|`[^`]*`|\)=\([^)]*\)/g;
const tokenLike = /[A-Za-z0-9_-]{20,}(?:\.[A-Za-z0-9_-]{10,}){0,2}/g;

// C0 and C1 control characters, DEL and the Unicode line/paragraph separators: any of them in a log
// line could end it early and forge the next one (a `%0A` in a request path decodes to a newline).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const controls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** `text` with every control character written as `\xNN` / `\uNNNN`, so it stays on one line. */
export function escapeControls(text: string): string {
  return text.replace(controls, (ch) => {
    const n = ch.charCodeAt(0);
    return n <= 0xff ? `\\x${n.toString(16).padStart(2, '0')}` : `\\u${n.toString(16).padStart(4, '0')}`;
  });
}

/** A message with quoted values and token-like strings replaced by `…` (and control characters escaped). */
export function redact(message: string): string {
  return escapeControls(message)
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
