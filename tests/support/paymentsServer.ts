import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { freshEmail, storageKey, TEST_PASSWORD, type TestSession } from './auth';
import { PUBLISHABLE_KEY } from './profile-api';
import { testWebhookSecret } from './stripe-events';

/**
 * A second server for the Fun Pack's browser tests (issue 36): the same built app and embedded back
 * end, with payments on (STRIPE_WEBHOOK_SECRET), on E2E_PORT + 1 and its own throw-away database,
 * started by the spec that needs it, so the other specs keep the default (payments off) server.
 */
export interface PaymentsServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts the server and waits until it answers. */
export async function startPaymentsServer(): Promise<PaymentsServer> {
  const port = Number(process.env.E2E_PORT ?? 18431) + 1;
  const dataDir = mkdtempSync(join(tmpdir(), 'mathpop-e2e-pay-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MATHPOP_TEST_MODE: '1',
      STRIPE_WEBHOOK_SECRET: testWebhookSecret,
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`payments server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error('payments server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs a fresh grown-up up on `url` and puts the session where the app keeps it, before its first load. */
export async function signInAt(page: Page, url: string): Promise<TestSession & { email: string }> {
  const email = freshEmail('buyer');
  const res = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: {
      apikey: PUBLISHABLE_KEY,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: JSON.stringify({ email, password: TEST_PASSWORD, data: { full_name: 'Pat Buyer' } }),
  });
  const session = (await res.json()) as TestSession;
  if (!res.ok || !session.access_token) throw new Error(`sign-up failed: ${res.status}`);
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    storageKey(url),
    JSON.stringify(session),
  ] as const);
  return { ...session, email };
}
