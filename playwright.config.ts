import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/chromium';

const port = Number(process.env.E2E_PORT ?? 18431);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mathpop-e2e-'));
// Workers load this file again: they inherit the folder (tests read the server's outbox there).
process.env.E2E_DATA_DIR = dataDir;

/** Browser tests against the built app served by the embedded back end on a throw-away database. */
export default defineConfig({
  testDir: 'tests/e2e',
  // The app's data modules use Lingui macros; specs read them as English (tests/support/linguiMacroRuntime.ts).
  tsconfig: './tests/e2e/tsconfig.json',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    // English unless a test opens a pt-BR context (issue 26).
    locale: 'en-US',
    trace: 'off',
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // remind: GoTrue's allow-unverified sign-ins, so the browser tests see the confirmation mail and
    // the dashboard's reminder (issue 18); the default (auto-confirm) is covered by the API tests.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      MATHPOP_TEST_MODE: '1',
      HOST: '127.0.0.1',
      MATHPOP_EMAIL_CONFIRM: 'remind',
    },
  },
});
