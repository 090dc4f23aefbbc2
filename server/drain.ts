import type { Server } from 'node:http';

/** How long a shutting-down server lets requests in flight finish before cutting them off. */
export const drainGraceMs = 10_000;

/**
 * Stops accepting connections and lets the requests in flight finish, up to `graceMs`; then cuts
 * off what is left. Idle keep-alive connections are closed at once and again every 100 ms (a
 * connection whose request just finished becomes idle), so a balancer's pooled connection does not
 * hold the process open. Resolves when every connection is gone.
 */
export function drain(server: Server, graceMs = drainGraceMs): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}
