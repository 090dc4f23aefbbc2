import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

const kb = 1024;

/**
 * Request body caps per route (413 beyond, before the body is read into memory). Sized for what each
 * route legitimately carries: a class sign-in is a code and two numbers; auth calls are small JSON
 * (user metadata ≤ 4 KB); a table write of up to 500 rows (results, fact attempts) fits in 512 KB;
 * an update of one profile or an RPC's arguments in far less.
 */
export function bodyCap(path: string, method: string): number {
  if (path.startsWith('/auth/v1/class/')) return 8 * kb;
  if (path.startsWith('/auth/v1/')) return 64 * kb;
  if (path.startsWith('/rest/v1/rpc/')) return 64 * kb;
  if (path.startsWith('/rest/v1/')) return method === 'POST' ? 512 * kb : 16 * kb;
  return 16 * kb;
}

/** The middleware applying bodyCap, answering `onError` (each API's own error shape) when over. */
export function bodyCaps(onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  return (c, next) => {
    const cap = bodyCap(c.req.path, c.req.method);
    let limiter = limiters.get(cap);
    if (!limiter) {
      limiter = bodyLimit({ maxSize: cap, onError });
      limiters.set(cap, limiter);
    }
    return limiter(c, next);
  };
}
