import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/open';
import { ensureTemplate } from '../../../server/db/template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated data folder each server copies. PostgreSQL: the migrated template database. */
    apiTemplate: string;
    /** PostgreSQL admin URL when the suite runs against PostgreSQL, else ''. */
    apiPgUrl: string;
    /** The server bundle (scripts/build-server.mjs) the test servers run. */
    apiServer: string;
  }
}

/**
 * Prepares one migrated database the test servers clone, so each test file starts a server in about
 * a second instead of paying PGlite's initdb (or PostgreSQL's migrations) every time.
 * MATHPOP_TEST_PG_URL (set by scripts/pg-throwaway.mjs) switches the suite to PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const root = process.cwd();
  // The test servers run the same JavaScript bundle of server/ that `npm start` runs.
  const { buildServer } = (await import(pathToFileURL(join(root, 'scripts/build-server.mjs')).href)) as {
    buildServer: (root: string) => Promise<string>;
  };
  project.provide('apiServer', await buildServer(root));
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
  project.provide('apiTemplate', await pgliteTemplate(root));
  project.provide('apiPgUrl', '');
}

/** A migrated PGlite data folder each test server copies (cached in .tmp/, see server/db/template.ts). */
function pgliteTemplate(root: string): Promise<string> {
  return ensureTemplate(root);
}
