import { isPgError } from '../db/types';

/**
 * What the log may say about an unexpected error in the auth API: the error's class and code and
 * where it was thrown. Never its message or fields: a database error's message and detail quote the
 * values of the statement (`Key (token)=(…)`, `invalid input syntax …: "…"`), which in auth are
 * emails, tokens and password hashes.
 */
export function describeError(e: unknown): string {
  const frames = e instanceof Error && e.stack ? e.stack.split('\n').filter((l) => /^\s+at /.test(l)) : [];
  const where = frames.slice(0, 6).join('\n');
  if (isPgError(e)) return `database error ${e.code}\n${where}`;
  const name = e instanceof Error ? e.name : typeof e;
  return `${name}\n${where}`;
}
