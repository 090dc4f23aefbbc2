import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AuthDeps } from './auth/context';
import { authRoutes } from './auth/routes';
import { bodyCaps } from './body-caps';
import { compressApi } from './compress';
import { cors, lastResort, noStore, requestLog, securityHeaders } from './http';
import { paymentRoutes } from './payments/routes';
import { type Lifecycle, readyHandler } from './ready';
import { type RestDeps, restRoutes } from './rest/routes';
import { createStaticHandler } from './static';
import { weeklyRoutes } from './weekly/routes';

/** What the app is built from (see start.ts). */
export interface AppDeps extends AuthDeps, RestDeps {
  /** Shutting down: /ready answers 503. */
  lifecycle: Lifecycle;
}

/** Builds the HTTP app: the GoTrue-compatible auth API, the PostgREST-compatible REST API and the SPA. */
export function createApp(deps: AppDeps) {
  const app = new Hono();
  app.use('*', requestLog(deps.config.logRequests));
  app.use('*', securityHeaders(deps.config));
  app.use('/auth/v1/*', compressApi());
  app.use('/rest/v1/*', compressApi());
  app.use('/auth/v1/*', noStore());
  app.use('/rest/v1/*', noStore());
  app.use('/auth/v1/*', cors(deps.config));
  app.use('/rest/v1/*', cors(deps.config));
  // Request bodies are small JSON documents: refuse large ones before reading them into memory.
  const tooLarge = (c: Context) =>
    c.json({ code: 'request_too_large', message: 'Request body too large' }, 413);
  // Auth errors in GoTrue's shape ({code, message, msg} and x-sb-error-code), as supabase-js reads them.
  const authTooLarge = (c: Context) =>
    c.json(
      { code: 'request_too_large', message: 'Request body too large', msg: 'Request body too large' },
      413,
      { 'x-sb-error-code': 'request_too_large', 'X-Supabase-Api-Version': '2024-01-01' },
    );
  // Caps per route (server/body-caps.ts).
  app.use('/auth/v1/*', bodyCaps(authTooLarge));
  app.use('/rest/v1/*', bodyCaps(tooLarge));
  app.route('/auth/v1', authRoutes(deps));
  app.route('/rest/v1', restRoutes(deps));
  // For load balancers: the database answers and is migrated (/auth/v1/health: the process is up).
  app.get('/ready', readyHandler(deps.db, deps.config.root, deps.lifecycle));
  app.use('/weekly/*', noStore());
  app.use('/weekly/*', bodyLimit({ maxSize: 8 * 1024, onError: tooLarge }));
  app.route('/weekly', weeklyRoutes(deps));
  // Payments (issue 36): Stripe's webhook and the checkout reference; 404 while payments are off.
  app.use('/payments/*', noStore());
  app.use('/payments/*', cors(deps.config));
  app.route('/payments', paymentRoutes(deps));
  const serveStatic = createStaticHandler(deps.config.distDir);
  app.on(['GET', 'HEAD'], '*', serveStatic);
  app.all('*', (c) => c.text('Method not allowed', 405));
  app.onError(lastResort);
  return app;
}
