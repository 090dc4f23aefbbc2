import cluster from 'node:cluster';
import { pgliteIsOneProcess, runPrimary } from './cluster';
import { loadConfig } from './config';
import { DataDirBusy } from './db/data-dir';
import { describeError } from './log';
import { startServer } from './start';

// The server process: `npm start`, the e2e webServer and `npm run dev`'s API all run this. With
// WORKERS=N (and DATABASE_URL) it is the primary of N workers (cluster.ts), each of which runs it too.
// A crash is logged without the error's own fields (no SQL parameters, tokens or passwords).
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (e: unknown) => {
    console.error(`MathPop crashed (${event}): ${describeError(e)}`);
    process.exit(1);
  });
}

const config = loadConfig();
const started = performance.now();
if (config.workers < 1) {
  console.error('MathPop could not start: WORKERS must be a whole number from 1, or auto (one per core).');
  process.exit(1);
}
if (cluster.isPrimary && config.workers > 1) {
  if (!config.databaseUrl) {
    console.error(`MathPop could not start: ${pgliteIsOneProcess}`);
    process.exit(1);
  }
  await runPrimary(config, started);
} else {
  await runServer();
}

/** One server process: alone, or one worker of the cluster. */
async function runServer() {
  const server = await startServer(config).catch((e: unknown) => {
    if (e instanceof DataDirBusy)
      console.error(
        `MathPop could not start: DATA_DIR ${config.dataDir} is in use: ${e.message}. Stop that server first, or give this one its own DATA_DIR.`,
      );
    else console.error(`MathPop could not start: ${describeError(e)}`);
    process.exit(1);
  });
  if (cluster.isWorker) {
    process.send?.({ type: 'mathpop:listening', url: server.url });
  } else {
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
    const ms = Math.round(performance.now() - started);
    console.log(`MathPop is running on ${server.url} (data: ${where}, ready in ${ms} ms)`);
  }
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // A worker whose primary is gone drains and exits instead of serving on alone.
  if (cluster.isWorker) process.on('disconnect', shutdown);
}
