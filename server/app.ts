import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AuthDeps } from './auth/context';
import { authRoutes } from './auth/routes';
import { cors, lastResort, noStore, requestLog, securityHeaders } from './http';
import { type RestDeps, restRoutes } from './rest/routes';
import { createStaticHandler } from './static';
import { weeklyRoutes } from './weekly/routes';

/** What the app is built from (see start.ts). */
export interface AppDeps extends AuthDeps, RestDeps {}

/** Builds the HTTP app: the GoTrue-compatible auth API, the PostgREST-compatible REST API and the SPA. */
export function createApp(deps: AppDeps) {
  const app = new Hono();
  app.use('*', requestLog(deps.config.logRequests));
  app.use('*', securityHeaders(deps.config));
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
  app.use('/auth/v1/*', bodyLimit({ maxSize: 64 * 1024, onError: authTooLarge }));
  app.use('/rest/v1/*', bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge }));
  app.route('/auth/v1', authRoutes(deps));
  app.route('/rest/v1', restRoutes(deps));
  app.use('/weekly/*', noStore());
  app.use('/weekly/*', bodyLimit({ maxSize: 8 * 1024, onError: tooLarge }));
  app.route('/weekly', weeklyRoutes(deps));
  const serveStatic = createStaticHandler(deps.config.distDir);
  app.on(['GET', 'HEAD'], '*', serveStatic);
  app.all('*', (c) => c.text('Method not allowed', 405));
  app.onError(lastResort);
  return app;
}
