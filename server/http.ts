import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ServerConfig } from './config';
import { escapeControls, logError } from './log';
import { restErrorResponse } from './rest/routes';

/**
 * The Content-Security-Policy of every response. Scripts only from the site itself (no eval; no
 * inline script but the sales pages' boot script, allowed by its hash in `scriptHashes`); styles from the site plus inline style attributes (React and the toast library
 * set them); images, media and Pixi's textures/workers may be data:/blob: URLs made in the page;
 * connections to the site and to a configured hosted Supabase origin; never framed.
 */
export function contentSecurityPolicy(
  config: ServerConfig,
  https: boolean,
  scriptHashes: readonly string[] = [],
): string {
  const connect = ["'self'", ...config.connectOrigins].join(' ');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Security headers on every response; HSTS only when the site is served over https. */
export function securityHeaders(config: ServerConfig): MiddlewareHandler {
  const hashes = inlineScriptHashes(config.distDir);
  const plain = contentSecurityPolicy(config, false, hashes);
  const secure = contentSecurityPolicy(config, true, hashes);
  return async (c, next) => {
    await next();
    const https = c.req.header('x-forwarded-proto') === 'https' || new URL(c.req.url).protocol === 'https:';
    c.header('Content-Security-Policy', https ? secure : plain);
    c.header('X-Content-Type-Options', 'nosniff');
    // no-referrer: recovery and confirmation pages carry a one-time token in their URL until they load.
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (https) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}

const allowHeaders =
  'apikey, authorization, content-type, x-client-info, x-supabase-api-version, prefer, accept-profile, content-profile, range, accept';

/** CORS for the API, only for the configured origins (same-origin requests need none). */
export function cors(config: ServerConfig): MiddlewareHandler {
  const allowed = new Set(config.corsOrigins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const ok = origin !== undefined && allowed.has(origin);
    if (c.req.method === 'OPTIONS') {
      if (!ok) return c.body(null, 204, { Vary: 'Origin' });
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': allowHeaders,
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      });
    }
    await next();
    if (ok) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Expose-Headers', 'content-range, x-supabase-api-version, x-sb-error-code');
      c.header('Vary', 'Origin', { append: true });
    }
  };
}

/** One log line per request: method, path (no query: it may hold tokens), status, duration. */
export function requestLog(enabled: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (!enabled) return next();
    const start = performance.now();
    await next();
    const ms = (performance.now() - start).toFixed(1);
    console.log(escapeControls(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`));
  };
}

/**
 * API answers carry personal data and tokens: no cache (browser, proxy) may keep them. A route
 * that set its own policy (the public JWKS) keeps it.
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  };
}

/**
 * The answer to an error nothing else handled: the API's error shape with a generic message, the
 * error logged without its fields (no SQL parameters, tokens or passwords), never a stack.
 */
export function lastResort(e: Error, c: Context): Response {
  if (e instanceof HTTPException) return e.getResponse();
  const path = c.req.path;
  if (path.startsWith('/rest/v1/')) {
    const { status, body } = restErrorResponse(e);
    return c.json(body, status as 400);
  }
  logError('http', e);
  if (path.startsWith('/auth/v1/'))
    return c.json(
      { code: 'unexpected_failure', message: 'Unexpected failure', msg: 'Unexpected failure' },
      500,
      { 'X-Supabase-Api-Version': '2024-01-01' },
    );
  return c.text('Internal Server Error', 500);
}

/** Hashes (`sha256-…`) of the build's inline scripts, from dist/prerendered/script-hashes.json. */
function inlineScriptHashes(distDir: string): string[] {
  const file = join(distDir, 'prerendered', 'script-hashes.json');
  if (!existsSync(file)) return [];
  const hashes: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(hashes)
    ? hashes.filter((h) => typeof h === 'string' && /^sha256-[\w+/=]+$/.test(h))
    : [];
}
