import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { TokenVerifier } from './auth/jwt';
import { loadSigningKeys } from './auth/keys';
import { RateLimiter } from './auth/rate-limit';
import { ensureServiceRoleKey } from './auth/service-key';
import { defaultSiteUrl, type ServerConfig } from './config';
import { openDatabase } from './db/open';
import type { Db } from './db/types';
import { drain } from './drain';
import { createMailer } from './mail/send';
import { writePaymentSettings } from './payments/settings';
import type { Lifecycle } from './ready';
import { loadSchema } from './rest/schema';
import { watchSchema } from './rest/schema-reload';
import { startRetention } from './retention';
import { startWeeklyMail } from './weekly/job';

/** A running server. */
export interface RunningServer {
  url: string;
  port: number;
  db: Db;
  /** Stops accepting connections, lets requests in flight finish (up to 10 s), closes the database. */
  close(): Promise<void>;
}

/** Opens the database (migrating it), loads keys and schema, and listens on config.port/host. */
export async function startServer(given: ServerConfig): Promise<RunningServer> {
  // A copy: with PORT=0 the default site URL gets the port the server is given (below).
  const config = { ...given };
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    root: config.root,
  });
  let server: ReturnType<typeof serve>;
  const lifecycle: Lifecycle = { closing: false };
  let weekly: Parameters<typeof startWeeklyMail>[0];
  try {
    const keys = await loadSigningKeys(db);
    ensureServiceRoleKey(config);
    await writePaymentSettings(db, config.payments);
    const deps = {
      db,
      config,
      keys,
      verifier: new TokenVerifier(keys),
      limiter: new RateLimiter(),
      mailer: createMailer(config),
      schema: await loadSchema(db),
      lifecycle,
    };
    await watchSchema(db, deps.schema);
    weekly = { db, mailer: deps.mailer, keys, siteUrl: config.siteUrl };
    const app = createApp(deps);
    server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
      s.once('error', reject);
    });
  } catch (e) {
    await db.close().catch(() => undefined); // unlocks the data folder
    throw e;
  }
  const port = (server.address() as AddressInfo).port;
  // Set before the first request is read (connections are accepted on a later turn of the loop).
  if (config.port === 0 && config.siteUrl === defaultSiteUrl(config.host, 0)) {
    config.siteUrl = defaultSiteUrl(config.host, port);
  }
  const stopRetention = startRetention(
    db,
    config.dataDir,
    config.retentionIntervalSeconds,
    config.outboxRetentionDays,
  );
  // The weekly email (server/weekly): each mail is claimed in the database, so N processes send it once.
  const stopWeekly = startWeeklyMail(
    { ...weekly, siteUrl: config.siteUrl },
    config.weeklyMailIntervalSeconds,
  );
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return {
    url: `http://${shown}:${port}`,
    port,
    db,
    async close() {
      // /ready answers 503 at once; requests in flight get up to 10 s (drain.ts); then the pool goes.
      lifecycle.closing = true;
      await drain(server as Server);
      await stopRetention();
      await stopWeekly();
      await db.close();
    },
  };
}
