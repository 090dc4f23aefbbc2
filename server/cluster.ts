import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from './config';
import { openDatabase } from './db/open';
import { drainGraceMs } from './drain';
import { describeError } from './log';

/** What a worker tells the primary once it listens. */
export interface ListeningMessage {
  type: 'mathpop:listening';
  url: string;
}

/** Whether an IPC message is a worker's ListeningMessage. */
export const isListening = (m: unknown): m is ListeningMessage =>
  typeof m === 'object' && m !== null && (m as { type?: unknown }).type === 'mathpop:listening';

/** Why WORKERS > 1 cannot run without DATABASE_URL, as the operator reads it. */
export const pgliteIsOneProcess =
  'WORKERS > 1 needs DATABASE_URL: the embedded database (PGlite, DATA_DIR) is one process. Set DATABASE_URL to a PostgreSQL database, or leave WORKERS unset.';

/** A worker that dies sooner than this after starting is restarted after a growing pause. */
const healthyAfterMs = 5000;
const maxPauseMs = 30_000;

/**
 * The primary process of `WORKERS=N npm start` (node:cluster): migrates the database once, forks N
 * workers that share the port (the primary hands connections round-robin), prints one "running on"
 * line when all of them listen, restarts a worker that dies (the others keep serving), and on
 * SIGTERM or SIGINT asks every worker to drain (10 s each, see drain.ts) and exits 0. Resolves once
 * every worker listens; a worker that dies before the first one listens ends the start (exit 1).
 */
export async function runPrimary(config: ServerConfig, started: number): Promise<void> {
  // Migrate here first, so N workers do not queue on the migration lock (they find nothing to do).
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    root: config.root,
  });
  await db.close();
  let closing = false;
  let everListened = false;
  let pause = 1000;
  const born = new Map<number, number>();
  const fork = () => {
    const w = cluster.fork();
    born.set(w.id, Date.now());
    return w;
  };
  cluster.on('exit', (w: Worker, code, signal) => {
    const lived = Date.now() - (born.get(w.id) ?? 0);
    born.delete(w.id);
    if (closing) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!everListened) {
      console.error(`MathPop could not start: worker ${w.id} exited (${how}) before listening.`);
      process.exit(1);
    }
    pause = lived > healthyAfterMs ? 1000 : Math.min(maxPauseMs, pause * 2);
    const wait = lived > healthyAfterMs ? 0 : pause;
    console.error(`[cluster] worker ${w.id} (pid ${w.process.pid}) exited (${how}); starting another`);
    setTimeout(() => {
      if (!closing) fork();
    }, wait);
  });
  const shutdown = () => {
    if (closing) return;
    closing = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    const left = workers.map((w) => new Promise<void>((resolve) => w.once('exit', () => resolve())));
    for (const w of workers) w.process.kill('SIGTERM');
    // A worker that has not exited well after its grace period is killed.
    const kill = setTimeout(() => {
      for (const w of workers) if (!w.isDead()) w.process.kill('SIGKILL');
    }, drainGraceMs + 5000);
    Promise.all(left).then(() => {
      clearTimeout(kill);
      process.exit(0);
    });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await new Promise<void>((resolve) => {
    let listening = 0;
    cluster.on('message', (w: Worker, message: unknown) => {
      if (!isListening(message)) return;
      console.log(`[cluster] worker ${w.id} (pid ${w.process.pid}) is listening`);
      if (everListened) return;
      listening++;
      if (listening < config.workers) return;
      everListened = true;
      const ms = Math.round(performance.now() - started);
      console.log(
        `MathPop is running on ${message.url} (data: PostgreSQL (DATABASE_URL), ${config.workers} workers, ready in ${ms} ms)`,
      );
      resolve();
    });
    for (let i = 0; i < config.workers; i++) fork();
  }).catch((e: unknown) => {
    console.error(`MathPop could not start: ${describeError(e)}`);
    process.exit(1);
  });
}
