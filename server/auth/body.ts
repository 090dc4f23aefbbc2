import { AuthError, errors } from './errors';

/** Deepest nesting an auth request body may have (GoTrue's bodies are 2–3 levels deep). */
export const maxBodyDepth = 32;

/**
 * Why a parsed JSON value cannot be used: nested deeper than `maxBodyDepth` (serialising it again
 * would overflow the stack, and PostgreSQL's jsonb refuses it), or a string or key holding NUL,
 * which PostgreSQL's text and jsonb cannot store. Walks iteratively, so depth cannot hurt it.
 */
export function bodyProblem(value: unknown): string | undefined {
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    const { v, depth } = item;
    if (typeof v === 'string') {
      if (v.includes('\0')) return 'Request body cannot contain NUL characters';
    } else if (v !== null && typeof v === 'object') {
      if (depth >= maxBodyDepth) return `Request body is nested too deeply (at most ${maxBodyDepth} levels)`;
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\0')) return 'Request body cannot contain NUL characters';
        stack.push({ v: child, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

/** A JSON request body's text as an object ({} when empty); 400 when it isn't usable JSON. */
export function parseBody(text: string): Record<string, unknown> {
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw errors.badJson();
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw errors.badJson();
  const problem = bodyProblem(body);
  if (problem) throw new AuthError(400, 'validation_failed', problem);
  return body as Record<string, unknown>;
}

/**
 * The client's address for rate limits. Behind `trustProxy` reverse proxies, each appends the address
 * it was called from to X-Forwarded-For, so the client is the entry `trustProxy` hops from the right
 * (entries further left were written by the client and prove nothing). Without proxies the header is
 * ignored: the socket's peer is the client.
 */
export function forwardedClient(socketAddress: string, forwardedFor: string | undefined, trustProxy: number) {
  if (trustProxy <= 0 || !forwardedFor) return socketAddress;
  const hops = forwardedFor
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (hops.length === 0) return socketAddress;
  return hops[Math.max(0, hops.length - trustProxy)] ?? socketAddress;
}
