import type { BrowserContext, Page } from '@playwright/test';
import { paths } from '../../src/app/paths';
import { expect, test } from '../support/fixtures';
import { type RestSeed, signUpSeeded } from '../support/profile-api';
import { answer, lessonConfig } from './lessons-helpers';

// Installable and offline (issue 25 §2): after one online visit the service worker serves the app
// shell, scenes, sounds and fonts; practice and a game play with no network; their answers and
// results wait on the device and are stored once when the network returns. /auth and /rest never
// come from the worker or its caches.
test.describe.configure({ timeout: 240_000 });

const shots = '/work/shots/h25w';
const OFFLINE_TEXT = "Playing offline — your stars will be saved when you're back online";
const announcer = (page: Page) => page.getByTestId('announcer');

/** Waits until the service worker is active (its precache complete) and controls this page. */
async function workerReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** A parent with one child, on the dashboard, the worker installed. */
async function firstVisit(page: Page, baseURL: string) {
  const seed = await signUpSeeded(page, baseURL);
  const studentId = await seed.addStudent('Mia', '3rd grade');
  await page.goto(paths.app);
  await expect(page.getByRole('link', { name: /Today's practice/ })).toBeVisible();
  await workerReady(page);
  return { seed, studentId };
}

/** Goes offline and reloads `path`: the page must come from the worker. */
async function reloadOffline(page: Page, context: BrowserContext, path: string) {
  await context.setOffline(true);
  await page.goto(path);
}

/** Drops the console errors offline play causes on purpose (failed requests), keeping any other. */
function allowOffline(errors: string[]) {
  errors.splice(
    0,
    errors.length,
    ...errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_FAILED/.test(e)),
  );
}

const PROMPT = /(= \?|tap \d|day of practice!|days in a row!)$/;

async function nextPrompt(page: Page, previous: string): Promise<string> {
  let said = '';
  await expect
    .poll(async () => {
      said = (await announcer(page).locator('p').last().textContent()) ?? '';
      return PROMPT.test(said) && said !== previous;
    })
    .toBe(true);
  return said;
}

function answerTo(prompt: string): number {
  const tap = /tap (\d)$/.exec(prompt);
  if (tap) return Number(tap[1]);
  const [, x, op, y] = /^(\d+) ([×÷]) (\d+) = \?$/.exec(prompt) ?? [];
  return op === '×' ? Number(x) * Number(y) : Number(x) / Number(y);
}

async function storedAttempts(seed: RestSeed) {
  const res = await seed.request('GET', 'fact_attempts?select=client_id,source,student_profile_id');
  return res.body as { client_id: string; source: string; student_profile_id: string }[];
}

test('the manifest and the service worker are there; /auth and /rest never come from it', async ({
  page,
  baseURL,
}) => {
  const api: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (r) => {
    const { pathname } = new URL(r.url());
    if (/^\/(auth|rest)\//.test(pathname)) api.push({ url: pathname, fromWorker: r.fromServiceWorker() });
  });
  await firstVisit(page, baseURL!);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ name: 'MathPop', start_url: '/app', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const res = await page.request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');

  // Controlled by the worker, the app's reads and writes still go to the network, not a cache.
  await page.goto(paths.app);
  await page.getByRole('link', { name: /Today's practice/ }).click();
  await expect(announcer(page)).toContainText(/Warm-up 1 of 3/, { timeout: 60_000 });
  expect(api.filter((r) => r.url.startsWith('/rest/')).length).toBeGreaterThan(0);
  expect(api.filter((r) => r.fromWorker)).toEqual([]);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached.some((u) => u.endsWith('.js'))).toBe(true);
  expect(cached.some((u) => u.endsWith('.wav'))).toBe(true);
  expect(cached.some((u) => u.endsWith('.woff2'))).toBe(true);
  expect(cached.filter((u) => /^\/(auth|rest)\//.test(u))).toEqual([]);
});

test('offline, practice loads from the device, plays to the end, and its answers are stored once back online', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  const { seed, studentId } = await firstVisit(page, baseURL!);
  // One online practice visit keeps the child's fact log on the device.
  await page.getByRole('link', { name: /Today's practice/ }).click();
  await expect(announcer(page)).toContainText(/Warm-up 1 of 3/, { timeout: 60_000 });

  await reloadOffline(page, context, paths.practice);
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible({ timeout: 30_000 });
  let prompt = await nextPrompt(page, '');
  let answered = 0;
  while (!/practice!|in a row!$/.test(prompt)) {
    for (const d of String(answerTo(prompt)))
      await page.getByRole('button', { name: d, exact: true }).click();
    if (!prompt.includes('tap')) await page.getByRole('button', { name: 'Enter', exact: true }).click();
    answered++;
    prompt = await nextPrompt(page, prompt);
  }
  expect(answered).toBeGreaterThanOrEqual(3 + 20);
  await page.screenshot({ path: `${shots}/practice-offline-1280.png` });
  expect(await storedAttempts(seed)).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
  await expect.poll(async () => (await storedAttempts(seed)).length, { timeout: 30_000 }).toBe(answered);
  // A second return of the network sends nothing twice.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(1500);
  const rows = await storedAttempts(seed);
  expect(rows).toHaveLength(answered);
  expect(new Set(rows.map((r) => r.client_id)).size).toBe(answered);
  expect(rows.every((r) => r.student_profile_id === studentId)).toBe(true);
  allowOffline(consoleErrors);
});

test("offline, a game plays to the end, its result is stored once back online, and the dashboard shows the child's last-known progress", async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  const { seed, studentId } = await firstVisit(page, baseURL!);
  // The child's progress as the dashboard showed it online: one lesson of the first unit right.
  await seed.addResults(studentId, [
    {
      kind: 'lesson',
      activity_id: 'multiplication1',
      is_correct: true,
      completed_at: new Date().toISOString(),
    },
  ]);
  await page.reload();
  const progress = page.getByText(/^(◐|✓) (In Progress|Completed)/).first();
  await expect(progress).toBeVisible({ timeout: 30_000 });
  const online = await progress.textContent();
  await reloadOffline(page, context, '/app/games/secret-vault');
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible({ timeout: 30_000 });
  await expect(announcer(page)).toContainText('What is 7 × 8?', { timeout: 60_000 });
  await page.getByRole('button', { name: '56' }).click();
  await expect(announcer(page)).toContainText('What is 6 × 9?', { timeout: 30_000 });
  await page.getByRole('button', { name: '54' }).click();
  await expect(announcer(page)).toContainText('What is 8 × 7?', { timeout: 30_000 });
  await page.getByRole('button', { name: '56' }).click();
  await expect(announcer(page)).toContainText('Vault Master!');
  await page.screenshot({ path: `${shots}/game-offline-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/game-offline-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Still offline, the dashboard opens with what this device last read.
  await page.goto(paths.app);
  await expect(page.getByRole('link', { name: /Today's practice/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  await expect(progress).toHaveText(online!);
  await page.screenshot({ path: `${shots}/dashboard-offline-1280.png` });
  const results = async () =>
    (await seed.request('GET', 'activity_results?kind=eq.game&select=id,activity_id,kind,student_profile_id'))
      .body as { id: string; activity_id: string; kind: string; student_profile_id: string }[];
  expect(await results()).toEqual([]);

  await context.setOffline(false);
  await expect.poll(async () => (await results()).length, { timeout: 30_000 }).toBe(1);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(1500);
  const rows = await results();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ activity_id: 'secret-vault', kind: 'game', student_profile_id: studentId });
  allowOffline(consoleErrors);
});

test('offline, a lesson answer is kept and stored once back online', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  const { seed, studentId } = await firstVisit(page, baseURL!);
  await reloadOffline(page, context, '/app/lesson/multiplication1');
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible({ timeout: 30_000 });
  await answer(page, 'multiplication1', lessonConfig('multiplication1').correctAnswer as number);
  await expect(announcer(page)).toContainText(/Great job!|Excellent work!|Correct/);
  const lessons = async () =>
    (
      await seed.request(
        'GET',
        'activity_results?kind=eq.lesson&select=activity_id,is_correct,student_profile_id',
      )
    ).body as { activity_id: string; is_correct: boolean; student_profile_id: string }[];
  expect(await lessons()).toEqual([]);
  await context.setOffline(false);
  await expect.poll(async () => (await lessons()).length, { timeout: 30_000 }).toBe(1);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(1500);
  expect(await lessons()).toEqual([
    { activity_id: 'multiplication1', is_correct: true, student_profile_id: studentId },
  ]);
  allowOffline(consoleErrors);
});
