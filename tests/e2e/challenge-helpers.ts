import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { signUpSeeded } from '../support/profile-api';

/**
 * Shared steps of the challenge-round tests (issue 33): a 1024×768 touch tablet, a parent with one
 * child whose device has played the spec round of a game (so the game opens on a challenge), and
 * answers typed on the challenge's number pad.
 */
export const tablet = { viewport: { width: 1024, height: 768 }, hasTouch: true };

/** Generous waits for a scene on a busy 2-core machine. */
export const slow = { timeout: 20_000 };

/**
 * Signs up a parent with one child ("Mia", 3rd grade), chosen as the active student, and marks the
 * spec round of each route as played on this device: those games open on a challenge round.
 * Returns the child's id.
 */
export async function childWhoPlayed(
  page: Page,
  baseURL: string,
  routes: readonly string[],
): Promise<string> {
  const seed = await signUpSeeded(page, baseURL);
  const studentId = await seed.addStudent('Mia', '3rd grade');
  await page.goto('/app');
  await page.evaluate(
    ({ userId, studentId, routes }) => {
      localStorage.setItem('mathpop.activeStudent', JSON.stringify({ [userId]: studentId }));
      const memory = Object.fromEntries(routes.map((r) => [r, { played: true, level: 1, rounds: [] }]));
      localStorage.setItem(`mathpop.challenge.${studentId}`, JSON.stringify(memory));
    },
    { userId: seed.userId, studentId, routes: [...routes] },
  );
  return studentId;
}

/** Everything the narrator has said so far (the fixture's speechSynthesis recorder). */
export async function spokenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __spoken: { text: string }[] }).__spoken.map((u) => u.text),
  );
}

/** The names of the scene's overlay buttons that match `pattern` (Pixi names them by their title). */
export async function buttonNames(page: Page, pattern: RegExp): Promise<string[]> {
  const names = await page
    .getByRole('button', { name: pattern })
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') || e.getAttribute('title') || ''));
  return names.filter((n) => pattern.test(n));
}

/** The lines the live region holds now (what the scene shows and says, verbatim). */
export async function announced(page: Page): Promise<string[]> {
  return page.getByTestId('announcer').locator('p').allInnerTexts();
}

/**
 * Waits until the live region shows a line matching `pattern` that is not in `not` (an earlier
 * question), and returns it.
 */
export async function waitForLine(page: Page, pattern: RegExp, not: readonly string[] = []): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      found = (await announced(page)).find((t) => pattern.test(t) && !not.includes(t)) ?? '';
      return found;
    }, slow)
    .not.toBe('');
  return found;
}

/** The narrator's words for a shown line: "×" is said "times", "÷" "divided by" (narration/phrase.ts). */
export function saidAs(line: string): string {
  return line.replace(/\s*×\s*/g, ' times ').replace(/\s*÷\s*/g, ' divided by ');
}

/** Asserts the narrator said the line (a question is a spoken prompt, issue 33 §4). */
export async function expectSpoken(page: Page, line: string): Promise<void> {
  const words = saidAs(line)
    .replace(/[?!.]/g, '')
    .replace(/ = .*$/, '')
    .trim();
  await expect.poll(async () => (await spokenTexts(page)).some((t) => t.includes(words)), slow).toBe(true);
}

/**
 * Types `value` on the challenge's number pad and presses Enter, tapping the overlay's buttons as a
 * child would (waits 400 ms first: answers faster than 300 ms earn nothing, issue 35).
 */
export async function answerOnPad(page: Page, value: number): Promise<void> {
  await page.waitForTimeout(400);
  for (const digit of String(value)) await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'Enter', exact: true }).click();
}

/** The answer of a question shown as "… 4 × 3 …" or "24 ÷ 4". */
export function answerOf(question: string): number {
  const mul = /(\d+)\s*×\s*(\d+)/.exec(question);
  if (mul) return Number(mul[1]) * Number(mul[2]);
  const div = /(\d+)\s*÷\s*(\d+)/.exec(question);
  if (div) return Number(div[1]) / Number(div[2]);
  throw new Error(`No fact in: ${question}`);
}
