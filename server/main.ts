import { loadConfig } from './config';
import { startServer } from './start';

// The server process: `npm start`, the e2e webServer and `npm run dev`'s API all run this.
const config = loadConfig();
const started = performance.now();
const server = await startServer(config).catch((e: unknown) => {
  console.error('MathPop could not start:', e);
  process.exit(1);
});
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
console.log(
  `MathPop is running on ${server.url} (data: ${where}, ready in ${Math.round(performance.now() - started)} ms)`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
