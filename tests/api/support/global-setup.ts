import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/open';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated data folder each server copies. PostgreSQL: the migrated template database. */
    apiTemplate: string;
    /** PostgreSQL admin URL when the suite runs against PostgreSQL, else ''. */
    apiPgUrl: string;
  }
}

/**
 * Prepares one migrated database the test servers clone, so each test file starts a server in about
 * a second instead of paying PGlite's initdb (or PostgreSQL's migrations) every time.
 * MATHPOP_TEST_PG_URL (set by scripts/pg-throwaway.mjs) switches the suite to PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const root = process.cwd();
  const pgUrl = process.env.MATHPOP_TEST_PG_URL ?? '';
  if (pgUrl) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query('drop database if exists mathpop_template');
    await admin.query('create database mathpop_template');
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = '/mathpop_template';
    const db = await openDatabase({ databaseUrl: url.toString(), dataDir: '', root });
    await db.close();
    project.provide('apiTemplate', 'mathpop_template');
    project.provide('apiPgUrl', pgUrl);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'mathpop-api-template-'));
  const db = await openDatabase({ dataDir: dir, root });
  await db.close();
  project.provide('apiTemplate', dir);
  project.provide('apiPgUrl', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
