import { loadConfig } from './config';
import { DataDirBusy } from './db/data-dir';
import { describeError } from './log';
import { startServer } from './start';

// The server process: `npm start`, the e2e webServer and `npm run dev`'s API all run this.
// A crash is logged without the error's own fields (no SQL parameters, tokens or passwords).
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (e: unknown) => {
    console.error(`MathPop crashed (${event}): ${describeError(e)}`);
    process.exit(1);
  });
}

const config = loadConfig();
const started = performance.now();
const server = await startServer(config).catch((e: unknown) => {
  if (e instanceof DataDirBusy)
    console.error(
      `MathPop could not start: DATA_DIR ${config.dataDir} is in use: ${e.message}. Stop that server first, or give this one its own DATA_DIR.`,
    );
  else console.error(`MathPop could not start: ${describeError(e)}`);
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
