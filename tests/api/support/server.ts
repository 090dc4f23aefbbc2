import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/** A server process under test, on a random port, with its own fresh database. */
export interface TestServer {
  url: string;
  /** Everything the process printed (confirmation links are logged). */
  output: () => string;
  /** SIGKILL, as a crash would. */
  kill9(): Promise<void>;
  /** Starts the process again on the same database. */
  restart(): Promise<void>;
  /** SIGTERM, as an orderly shutdown, keeping the database (restart() starts it again). */
  halt(): Promise<void>;
  /** The folder the server writes its mail to (DATA_DIR/outbox; PostgreSQL servers get a DATA_DIR too). */
  readonly outbox: string;
  /** Where the database is: `{ DATA_DIR }` (PGlite) or `{ DATABASE_URL }`. */
  readonly dbEnv: Record<string, string>;
  stop(): Promise<void>;
}

/** Environment of every test server: test mode, a short refresh-reuse grace (4 s instead of 10). */
const baseEnv = { MATHPOP_TEST_MODE: '1', HOST: '127.0.0.1', PORT: '0', REFRESH_TOKEN_REUSE_INTERVAL: '4' };

async function freshDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const template = inject('apiTemplate');
  const pgUrl = inject('apiPgUrl');
  if (!pgUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'mathpop-api-'));
    cpSync(template, dir, { recursive: true });
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `mathpop_t_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  // No database files there: only the outbox, which must not be shared with other test servers.
  const dataDir = mkdtempSync(join(tmpdir(), 'mathpop-api-mail-'));
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Starts the server (bundle of server/main.ts) with extra environment and waits until it listens. */
export async function startTestServer(extraEnv: Record<string, string> = {}): Promise<TestServer> {
  const db = await freshDatabase();
  let child: ChildProcess | undefined;
  let log = '';
  let url = '';
  let port = '0';
  const launch = () =>
    new Promise<void>((resolve, reject) => {
      const env = { ...process.env, ...baseEnv, ...db.env, ...extraEnv, PORT: port };
      const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      let own = '';
      const onData = (chunk: Buffer) => {
        log += chunk.toString();
        own += chunk.toString();
        const m = /running on (http:\/\/[^\s]+)/.exec(own);
        if (m?.[1] && !url) {
          url = m[1];
          port = new URL(url).port;
          resolve();
        }
      };
      proc.stdout?.on('data', onData);
      proc.stderr?.on('data', (c: Buffer) => {
        log += c.toString();
      });
      proc.once('exit', (code) => {
        if (!url) reject(new Error(`server exited with ${code} before listening:\n${log}`));
      });
    });
  await launch();
  const exited = () =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
  return {
    get url() {
      return url;
    },
    output: () => log,
    async kill9() {
      child?.kill('SIGKILL');
      await exited();
    },
    async restart() {
      url = '';
      await launch();
    },
    async halt() {
      child?.kill('SIGTERM');
      await exited();
    },
    dbEnv: { ...db.env, ...extraEnv },
    outbox: join(extraEnv.DATA_DIR ?? db.env.DATA_DIR ?? '.data', 'outbox'),
    async stop() {
      child?.kill('SIGTERM');
      await exited();
      await db.drop();
    },
  };
}
