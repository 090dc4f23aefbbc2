import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { dashboardTabPath, paths } from '../../src/app/paths';
import { expect, test } from '../support/fixtures';
import { answerTo, lastSaid, nextPrompt, padAnswer } from '../support/practice';
import { signUpSeeded } from '../support/profile-api';
import { installSlowSpeech, sayCount, speechLog, spoken, untilQuiet } from '../support/speech60';
import { playButtons, seeded, stageTexts } from './walk-helpers';

// Issue 38, the child's side of the newcomer walk: the voice on for every child, every line said
// and heard (a recorder that speaks about 60 ms a character), the sharing games' task in the
// picture, words a 7-year-old knows, a short first quiz, and a teacher's focus asked first.
test.describe.configure({ timeout: 600_000 });

const SHOTS = '.tmp/shots/i38';

/** Every game: one folder each under scenes/games (its manifest lists its routes; the first is the folder's id). */
const GAMES = readdirSync('scenes/games', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`scenes/games/${d.name}/game.ts`))
  .map((d) => d.name);

/** Waits until the narrator has started the newest line it was to say (or `max` ms passed). */
async function caughtUp(page: Page, max = 6000): Promise<void> {
  const end = Date.now() + max;
  while (Date.now() < end) {
    const log = await speechLog(page);
    const said = log.announced.filter((a) => a.said).map((a) => spoken(a.text));
    const last = said.at(-1);
    // As many times started as announced (a repeated question must be said again too).
    if (!last || log.started.filter((t) => t === last).length >= said.filter((t) => t === last).length)
      return;
    await page.waitForTimeout(100);
  }
}

test('a third grader hears the voice by default and switches it off and on herself, no gate', async ({
  page,
  baseURL,
}) => {
  const seed = await signUpSeeded(page, baseURL!);
  await seed.addStudent('Mia', '3rd grade');
  await page.goto(paths.app);
  await page.getByRole('button', { name: 'Let Mia play' }).click();
  await page.getByRole('link', { name: /Today's practice/ }).click();
  await expect(page).toHaveURL(/\/app\/practice$/);
  const said = () =>
    page.evaluate(() => (window as unknown as { __spoken: { text: string }[] }).__spoken.map((u) => u.text));
  await expect.poll(said).toContainEqual(expect.stringMatching(/^Warm-up 1 of 3: tap \d$/));
  const narration = page.getByRole('button', { name: 'Narration' });
  await expect(narration).toBeEnabled();
  await expect(narration).toHaveAttribute('aria-pressed', 'true');
  await narration.click();
  await expect(narration).toHaveAttribute('aria-pressed', 'false');
  // The grown-up's setting off too (behind the gate in kid mode is the grown-up's way); the child's
  // speaker still switches the voice back on, with no gate.
  await page.evaluate(() =>
    localStorage.setItem(
      Object.keys(localStorage).find((k) => k.startsWith('mathpop.readAloud.')) ?? 'mathpop.readAloud.x',
      'off',
    ),
  );
  await narration.click();
  await expect(page.getByRole('dialog', { name: 'Grown-ups only' })).toHaveCount(0);
  await expect(narration).toHaveAttribute('aria-pressed', 'true');
  const prompt = await lastSaid(page);
  const before = (await said()).length;
  await page.getByRole('button', { name: String(answerTo(prompt)), exact: true }).click();
  await expect
    .poll(async () => (await said()).slice(before))
    .toContainEqual(expect.stringMatching(/^Warm-up 2 of 3: tap \d$/));
});

test('every line announced is said: practice and the 14 games, with a voice of 60 ms a character', async ({
  page,
  baseURL,
}) => {
  await installSlowSpeech(page);
  const seed = await signUpSeeded(page, baseURL!);
  await seed.addStudent('Mia', '2nd grade');
  const counts: Record<string, { shown: number; spoken: number; cut: number; missing: string[] }> = {};
  const logs: Record<string, unknown> = {};
  const record = async (name: string) => {
    await untilQuiet(page);
    const c = await sayCount(page);
    const cut = c.heard.filter((h) => !h.whole).length;
    counts[name] = { shown: c.shown, spoken: c.spokenCount, cut, missing: c.missing };
    const log = await speechLog(page);
    logs[name] = { announced: log.announced, started: log.started };
  };

  const only = process.env.WALK_ONLY?.split(',');
  // Practice (her placement quiz): she answers as soon as she reads the question (the voice may
  // still be reading it), right and wrong in turn, for 10 answers.
  if (!only || only.includes('practice')) await page.goto(paths.practice);
  let prompt = !only || only.includes('practice') ? await nextPrompt(page, '') : '';
  for (let i = 0; i < 13 && /tap \d$|= \?$/.test(prompt); i++) {
    await caughtUp(page);
    const right = answerTo(prompt);
    await padAnswer(page, prompt, prompt.includes('tap') || i % 2 === 0 ? right : right + 1);
    prompt = await nextPrompt(page, prompt);
  }
  if (prompt) await record('practice');

  for (const [g, id] of GAMES.entries()) {
    if (only && !only.includes(id)) continue;
    await page.goto(`/app/games/${id}`);
    await expect(page.getByTestId('announcer').locator('p[data-said]').first()).toBeAttached({
      timeout: 30_000,
    });
    const rng = seeded(g + 1);
    for (let i = 0; i < 8; i++) {
      await caughtUp(page);
      await page.waitForTimeout(300);
      let names = await playButtons(page);
      for (let wait = 0; names.length === 0 && wait < 20; wait++) {
        await page.waitForTimeout(250);
        names = await playButtons(page);
      }
      if (names.length === 0) break;
      const name = names[Math.floor(rng() * names.length)];
      await page.getByRole('button', { name, exact: true }).first().dispatchEvent('click');
    }
    await record(id);
  }
  const table = Object.entries(counts).map(
    ([k, v]) => `${k}: ${v.spoken} of ${v.shown} spoken, ${v.cut} cut`,
  );
  console.log(table.join('\n'));
  writeFileSync(`${SHOTS}/narration-counts.json`, JSON.stringify(counts, null, 2));
  writeFileSync(`${SHOTS}/narration-logs.json`, JSON.stringify(logs, null, 2));
  for (const [k, v] of Object.entries(counts))
    expect(v.missing, `${k}: lines announced but never said`).toEqual([]);
  expect(counts['inverse-vault']?.shown).toBeGreaterThan(0);
});

test('the sharing games show their task in the picture until the first move', async ({ page, baseURL }) => {
  await signUpSeeded(page, baseURL!);
  for (const [id, task, move] of [
    ['ice-cream-party', 'Share 12 scoops of ice cream fairly among 4 friends!', 'Child 1'],
    ['backpack-train', 'Load 24 backpacks onto 8 wagons so every wagon carries the same!', 'Wagon 1'],
  ] as const) {
    await page.goto(`/app/games/${id}`);
    await expect.poll(() => stageTexts(page)).toContain(task);
    await page.waitForTimeout(1500); // the opening lines are said: the task stays
    expect(await stageTexts(page)).toContain(task);
    for (const vp of [
      { width: 1024, height: 768 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(vp);
      await expect.poll(() => stageTexts(page)).toContain(task);
      await page.screenshot({ path: `${SHOTS}/${id}-first-frame-${vp.width}x${vp.height}.png` });
    }
    await page.getByRole('button', { name: move, exact: true }).dispatchEvent('click');
    await expect.poll(() => stageTexts(page)).not.toContain(task);
  }
});

test('words a 7-year-old knows: warm-up title, 4 in each chamber, one heading name', async ({
  page,
  baseURL,
}) => {
  const seed = await signUpSeeded(page, baseURL!);
  await seed.addStudent('Mia', '2nd grade');
  await page.goto(paths.practice);
  await expect.poll(() => lastSaid(page)).toMatch(/^Warm-up 1 of 3: tap \d$/);
  await expect.poll(() => stageTexts(page)).toContain('Warm-up');
  expect((await stageTexts(page)).join('\n')).not.toMatch(/Quiz question/);

  await page.goto('/app/games/space-station-division');
  await page.getByRole('button', { name: 'Station 1', exact: true }).dispatchEvent('click');
  await expect(page.getByTestId('announcer')).toContainText('12 ÷ 3 = 4 in each chamber');
  expect((await stageTexts(page)).join('\n')).not.toContain('/chamber');

  await page.goto('/app/games/ice-cream-party');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
    'Ice Cream Party 1, Game 1 of 4',
  );
  await expect
    .poll(async () => (await speechLogPlain(page)).join('\n'))
    .toContain('Auto Distribute shares them out for you.');
});

/** The fixture's recorder's texts. */
function speechLogPlain(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __spoken: { text: string }[] }).__spoken.map((u) => u.text),
  );
}

test('a second grader’s first quiz says how many are left, and she may stop and keep what she did', async ({
  page,
  baseURL,
}) => {
  const seed = await signUpSeeded(page, baseURL!);
  await seed.addStudent('Mia', '2nd grade');
  await page.goto(paths.practice);
  let prompt = await nextPrompt(page, '');
  let asked = 0;
  while (/tap \d$|= \?$/.test(prompt)) {
    if (prompt.endsWith('= ?')) asked++;
    if (asked === 1) await expect.poll(async () => (await stageTexts(page)).join('\n')).toMatch(/15 more!/);
    if (asked > 15) break;
    await padAnswer(page, prompt, answerTo(prompt));
    prompt = await nextPrompt(page, prompt);
  }
  expect(asked).toBeLessThanOrEqual(15);
  await expect(page.getByTestId('announcer')).toContainText('Quiz done!');

  // A new child stops after two answers: her answers are kept, and her next practice is practice.
  const other = await signUpSeeded(page, baseURL!);
  const leo = await other.addStudent('Leo', null);
  await page.goto(paths.practice);
  prompt = await nextPrompt(page, '');
  for (let n = 0; n < 5; n++) {
    await padAnswer(page, prompt, answerTo(prompt));
    prompt = await nextPrompt(page, prompt);
  }
  await page.getByRole('button', { name: "I'm done", exact: true }).dispatchEvent('click');
  await expect(page.getByTestId('announcer')).toContainText('Quiz done!');
  await expect
    .poll(
      async () =>
        (
          (
            await other.request(
              'GET',
              `fact_attempts?select=id&student_profile_id=eq.${leo}&source=eq.placement`,
            )
          ).body as unknown[]
        ).length,
    )
    .toBe(2);
  await page.goto(paths.practice);
  await expect.poll(async () => (await stageTexts(page)).join('\n')).toMatch(/Warm-up/);
  await expect(page.getByRole('button', { name: "I'm done", exact: true })).toHaveCount(0);
});

test('with a focus set, the first question and half the session are focus facts', async ({
  page,
  baseURL,
}) => {
  const seed = await signUpSeeded(page, baseURL!);
  const mia = await seed.addStudent('Mia', '3rd grade');
  // Placed already (×2, ×5, ×10 known), no ×4 yet.
  await seed.addFactAnswers(
    mia,
    [2, 5, 10].flatMap((a) => [2, 3, 6, 7].map((b) => ({ a, b, times: 1, source: 'placement' }))),
  );
  expect(
    (await seed.request('POST', 'rpc/set_focus', { p_tables: [4], p_division: false, p_student: mia }))
      .status,
  ).toBeLessThan(300);
  await page.goto(paths.practice);
  let prompt = await nextPrompt(page, '');
  const questions: string[] = [];
  while (/tap \d$|= \?$/.test(prompt) && questions.length < 12) {
    if (prompt.endsWith('= ?')) questions.push(prompt);
    await padAnswer(page, prompt, answerTo(prompt));
    prompt = await nextPrompt(page, prompt);
  }
  const focus = questions.filter((q) => /(^| )4 [×÷]| [×÷] 4 /.test(q));
  console.log(`focus ×4: ${focus.length} of ${questions.length}: ${questions.join(', ')}`);
  expect(focus[0]).toBe(questions[0]);
  expect(2 * focus.length).toBeGreaterThanOrEqual(questions.length);
});

test('a rocket part is worn as soon as it is earned; the button says Take it off', async ({
  page,
  baseURL,
}) => {
  const seed = await signUpSeeded(page, baseURL!);
  const mia = await seed.addStudent('Mia', '3rd grade');
  await seed.addFactAnswers(mia, [{ a: 2, b: 3, times: 3 }], 2);
  await seed.addFactAnswers(mia, [{ a: 2, b: 3, times: 3 }], 1);
  await page.goto(dashboardTabPath('rocket'));
  const wear = page.getByRole('button', { name: /^(Wear it|Take it off)$/ }).first();
  await expect(wear).toHaveText('Take it off');
  await expect(wear).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^Put on /)).toHaveCount(0);
});
