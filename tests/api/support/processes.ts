import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/** A server process (or cluster primary) started by a test, on a database the test chose. */
export interface ServerProcess {
  proc: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with its URL once it prints "running on"; rejects if it exits first. */
  ready: Promise<string>;
  /** Resolves with the exit code (null after a signal) once it has exited. */
  exited: Promise<number | null>;
}

/** Environment of these processes: the API suite's test mode, any free port, loopback only. */
const baseEnv = { MATHPOP_TEST_MODE: '1', HOST: '127.0.0.1', PORT: '0' };

/** Starts the server bundle (the one `npm start` runs) with `env` on top of the test environment. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const proc = spawn(process.execPath, [inject('apiServer')], {
    env: { ...process.env, ...baseEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  proc.stdout?.on('data', (c: Buffer) => {
    log += c.toString();
  });
  proc.stderr?.on('data', (c: Buffer) => {
    log += c.toString();
  });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const look = () => {
      const m = /running on (http:\/\/\S+)/.exec(log);
      if (m?.[1]) resolve(m[1]);
    };
    proc.stdout?.on('data', look);
    proc.once('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${log}`)));
  });
  ready.catch(() => undefined); // a test that expects the exit awaits `exited` instead
  return { proc, output: () => log, ready, exited };
}

/** SIGTERM, then waits for the exit code. */
export async function stopProcess(p: ServerProcess): Promise<number | null> {
  if (p.proc.exitCode === null && p.proc.signalCode === null) p.proc.kill('SIGTERM');
  return p.exited;
}

/** A PostgreSQL database of the suite's cluster, empty or cloned from the migrated template. */
export interface PgDatabase {
  url: string;
  /** A DATA_DIR for the outbox of the processes (not shared with other test servers). */
  dataDir: string;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** Creates a database on the suite's PostgreSQL (MATHPOP_TEST_PG_URL); `empty` skips the template. */
export async function pgDatabase(empty = false): Promise<PgDatabase> {
  const admin = inject('apiPgUrl');
  const name = `mathpop_p_${randomUUID().replace(/-/g, '')}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(
    empty ? `create database ${name}` : `create database ${name} template ${inject('apiTemplate')}`,
  );
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'mathpop-proc-'));
  return {
    url: url.toString(),
    dataDir,
    async query<T>(sql: string, params: unknown[] = []) {
      const q = new pg.Client({ connectionString: url.toString() });
      await q.connect();
      try {
        return (await q.query(sql, params)).rows as T[];
      } finally {
        await q.end();
      }
    },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    },
  };
}

/** The environment of a fresh database of the suite's kind (PGlite folder or PostgreSQL) and its removal. */
export async function freshDatabaseEnv(): Promise<{
  env: Record<string, string>;
  drop: () => Promise<void>;
}> {
  if (inject('apiPgUrl')) {
    const db = await pgDatabase();
    return { env: { DATABASE_URL: db.url, DATA_DIR: db.dataDir }, drop: () => db.drop() };
  }
  const dir = mkdtempSync(join(tmpdir(), 'mathpop-proc-'));
  cpSync(inject('apiTemplate'), dir, { recursive: true });
  return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}
