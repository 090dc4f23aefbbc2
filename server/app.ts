import { Hono } from 'hono';
import { createStaticHandler } from './static';

/** Options the server is built from (read from the environment in main.ts). */
export interface AppOptions {
  distDir: string;
}

/** Builds the HTTP app: the Supabase-compatible API and the built SPA. */
export function createApp(options: AppOptions) {
  const app = new Hono();
  app.get('*', createStaticHandler(options.distDir));
  return app;
}
