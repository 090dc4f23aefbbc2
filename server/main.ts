import { serve } from '@hono/node-server';
import { createApp } from './app';

const port = Number(process.env.PORT ?? 8080);
const app = createApp({ distDir: process.env.DIST_DIR ?? 'dist' });

serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
  console.log(`MathPop is running on http://localhost:${info.port}`);
});
