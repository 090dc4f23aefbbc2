import type { Page } from '@playwright/test';
import { paths } from '../../src/app/paths';
import { picturePairNames } from '../../src/content/class-pictures';
import { expect, test } from '../support/fixtures';
import { answerTo, nextPrompt, padAnswer } from '../support/practice';
import { signUpSeeded } from '../support/profile-api';

// Issue 24 §2: the teacher sets ×3 for the whole class from the class view, and a child signed in
// at school with the class code and two pictures gets ×3 facts in their next practice.
test.describe.configure({ timeout: 240_000 });

const FACT = /^(\d+) × (\d+) = \?$/;

/** Plays the practice open on the page to its end, answering right; answers the × facts asked. */
async function playToEnd(page: Page) {
  const asked: [number, number][] = [];
  let prompt = await nextPrompt(page, '');
  while (!/practice!|in a row!$/.test(prompt)) {
    const m = FACT.exec(prompt);
    if (m) asked.push([Number(m[1]), Number(m[2])]);
    await padAnswer(page, prompt, answerTo(prompt));
    prompt = await nextPrompt(page, prompt);
  }
  return asked;
}

test('the teacher sets ×3 for the class; a class-signed-in child’s next practice asks ×3 facts', async ({
  page,
  baseURL,
  browser,
}) => {
  const seed = await signUpSeeded(page, baseURL!, 'Ms Rivera');
  await seed.setPlan('teachers');
  const made = await seed.request('POST', 'rpc/add_students', {
    p_students: [{ name: 'Mia Santos', grade: '3rd grade' }, { name: 'Leo' }],
  });
  const mia = (made.body as { id: string }[])[0]!.id;
  // Mia practised before (so this is not her placement quiz), none of it ×3.
  await seed.addFactAnswers(mia, [
    { a: 2, b: 2 },
    { a: 2, b: 10 },
    { a: 10, b: 2 },
    { a: 2, b: 5 },
  ]);

  await page.goto(paths.performance);
  const focus = page.locator('#class-focus');
  await expect(focus).toContainText('No focus set for the class');
  await focus.getByRole('button', { name: '×3', exact: true }).click();
  await focus.getByRole('button', { name: 'Save focus' }).click();
  await expect(focus).toContainText('Now: ×3. Practice asks these facts first.');
  await page.screenshot({ path: '.tmp/shots/h24/class-focus-1280x800.png' });

  const code = (await seed.request('POST', 'rpc/class_code', {})).body as string;
  const pair = (
    await seed.request('GET', `student_picture_passwords?select=pair&student_profile_id=eq.${mia}`)
  ).body as { pair: number[] }[];
  const [first, second] = picturePairNames(pair[0]!.pair)!;

  const context = await browser.newContext({ baseURL });
  // The same silent speech as the fixtures' page (headless Chromium has no voices).
  await context.addInitScript(() => {
    const synth = {
      speaking: false,
      pending: false,
      paused: false,
      speak(u: SpeechSynthesisUtterance) {
        setTimeout(() => u.onend?.(new Event('end') as SpeechSynthesisEvent), 10);
      },
      cancel() {},
      pause() {},
      resume() {},
      getVoices: () => [],
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  });
  const child = await context.newPage();
  await child.goto(paths.classSignIn);
  await child.getByLabel('Class code').fill(code);
  await child.getByRole('button', { name: 'Next' }).click();
  await child.getByRole('button', { name: 'Mia', exact: true }).click();
  await child.getByRole('button', { name: first, exact: true }).click();
  await child.getByRole('button', { name: second, exact: true }).click();
  await expect(child).toHaveURL(/\/app$/);
  // The child's home says what the teacher set.
  await expect(child.getByText('Today: the 3 times table')).toBeVisible();
  await child.goto(paths.practice);
  const asked = await playToEnd(child);
  const seeded = ['2×2', '2×10', '10×2', '2×5'];
  const fresh = asked.filter(([a, b]) => !seeded.includes(`${a}×${b}`));
  expect(fresh.length).toBeGreaterThan(0);
  expect(fresh.every(([a, b]) => a === 3 || b === 3)).toBe(true);
  await context.close();
});
