import type { Page } from '@playwright/test';
import { paths } from '../../src/app/paths';
import { expect, test } from '../support/fixtures';
import { signUpSeeded } from '../support/profile-api';

// Issue 39 §1 and issue 38 #13: a start that does not wait on the network. With the network off,
// practice's first question shows within 1.5 s of the reload and the offline banner at once; with
// requests that hang, within 3 s, from the last-known reads. A tablet that opened only /app online
// greets the child offline, with her star bank and rocket, and starts practice.
test.describe.configure({ timeout: 180_000 });

const OFFLINE_TEXT = "Playing offline — your stars will be saved when you're back online";
const announcer = (page: Page) => page.getByTestId('announcer');
const FIRST = /Warm-up 1 of 3|= \?$|tap \d$/;

async function workerReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** A parent whose child Mia holds the tablet (kid mode), after one online visit of /app only. */
async function kidAtHome(page: Page, baseURL: string) {
  const seed = await signUpSeeded(page, baseURL, 'Dana Parent');
  await seed.setPlan('teachers');
  const mia = await seed.addStudent('Mia', '3rd grade');
  await seed.addStudent('Leo');
  await page.goto(paths.app);
  await page.getByRole('button', { name: 'Mia' }).click();
  await expect(page.getByText('Hi, Mia!')).toBeVisible();
  await expect(page.getByTestId('star-bank')).toBeVisible({ timeout: 30_000 });
  await workerReady(page);
  return { seed, mia };
}

/** Milliseconds from the navigation's start until the announcer says the first practice prompt. */
async function timeToFirstPrompt(page: Page, path: string): Promise<{ prompt: number; banner?: number }> {
  const started = Date.now();
  await page.goto(path, { waitUntil: 'commit' });
  let banner: number | undefined;
  const bannerSeen = page
    .getByText(OFFLINE_TEXT)
    .waitFor({ timeout: 10_000 })
    .then(() => {
      banner = Date.now() - started;
    })
    .catch(() => undefined);
  await expect(announcer(page)).toContainText(FIRST, { timeout: 20_000 });
  const prompt = Date.now() - started;
  await bannerSeen;
  return { prompt, banner };
}

/** Whether the device keeps (src/lib/lastKnown.ts) an answer for every one of `keys`. */
function keptOnDevice(page: Page, keys: string[]): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('mathpop-last-known');
        // Not made yet: abort, so this look does not create it (the app's upgrade makes its store).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('reads')) {
            db.close();
            resolve(false);
            return;
          }
          const all = db.transaction('reads').objectStore('reads').getAllKeys();
          all.onsuccess = () => {
            db.close();
            resolve(wanted.every((k) => all.result.includes(k)));
          };
          all.onerror = () => resolve(false);
        };
      }),
    keys,
  );
}

function allowOffline(errors: string[]) {
  errors.splice(
    0,
    errors.length,
    ...errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_FAILED|ERR_ABORTED/.test(e)),
  );
}

test('offline from the home screen: the child is greeted with her stars and rocket, and practice starts within 1.5 s', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  const { seed, mia } = await kidAtHome(page, baseURL!);
  const stars = await page.getByTestId('star-bank').textContent();
  // The home reads what practice starts from behind its first screen (no practice visit online),
  // 1.5 s after it settles: wait until the device keeps both reads. (Waiting for "networkidle"
  // raced that timer: on a loaded CI machine the network went off before the reads, and practice
  // had nothing to start from.)
  await expect
    .poll(() => keptOnDevice(page, [`fact-log:${mia}`, `practised:${mia}`]), { timeout: 20_000 })
    .toBe(true);

  await context.setOffline(true);
  await page.goto(paths.app);
  await expect(page.getByText('Hi, Mia!')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Hi, Dana!')).toHaveCount(0);
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  await expect(page.getByTestId('star-bank')).toHaveText(stars!);
  await expect(page.getByRole('region', { name: 'My rewards' }).locator('svg').first()).toBeVisible();

  const started = Date.now();
  await page.getByRole('link', { name: /Today's practice/ }).click();
  await expect(announcer(page)).toContainText(FIRST, { timeout: 20_000 });
  const fromTap = Date.now() - started;
  await expect(page.getByText('Practice could not load.')).toHaveCount(0);

  const reload = await timeToFirstPrompt(page, paths.practice);
  console.log(
    `offline: first prompt ${fromTap} ms from the home's tap, ${reload.prompt} ms from a reload (banner ${reload.banner} ms)`,
  );
  expect(reload.prompt).toBeLessThanOrEqual(1500);
  expect(reload.banner).toBeLessThanOrEqual(1500);
  expect(await seed.request('GET', `fact_attempts?student_profile_id=eq.${mia}&select=id`)).toMatchObject({
    body: [],
  });
  allowOffline(consoleErrors);
});

test('requests that hang: practice starts from the last-known reads within 3 s', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await kidAtHome(page, baseURL!);
  await page.getByRole('link', { name: /Today's practice/ }).click();
  await expect(announcer(page)).toContainText(FIRST, { timeout: 60_000 });

  // The school network: every read is sent and never answered.
  await page.route('/rest/**', () => undefined);
  await page.route('/auth/**', () => undefined);
  const hung = await timeToFirstPrompt(page, paths.practice);
  console.log(`hung: first prompt ${hung.prompt} ms from a reload`);
  expect(hung.prompt).toBeLessThanOrEqual(3000);
  await expect(page.getByText('Practice could not load.')).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  allowOffline(consoleErrors);
});
