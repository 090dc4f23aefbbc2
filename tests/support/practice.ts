import { expect, type Page } from '@playwright/test';

// The practice scene played as a child would (issues 16 and 23): prompts read from the live region.

/** What the practice scene says when a prompt shows: a question, a warm-up tap, or the end. */
export const PROMPT = /(= \?|tap \d|day of practice!|days in a row!)$/;

/** The newest line of the live region. */
export async function lastSaid(page: Page): Promise<string> {
  return (await page.getByTestId('announcer').locator('p').last().textContent()) ?? '';
}

/** Waits for a new prompt (a warm-up tap, a question, or the end) other than `previous`. */
export async function nextPrompt(page: Page, previous: string): Promise<string> {
  let said = '';
  await expect
    .poll(async () => {
      said = await lastSaid(page);
      return PROMPT.test(said) && said !== previous;
    })
    .toBe(true);
  return said;
}

/** The right answer to a prompt: the digit to tap, or the fact's answer. */
export function answerTo(prompt: string): number {
  const tap = /tap (\d)$/.exec(prompt);
  if (tap) return Number(tap[1]);
  const [, x, op, y] = /^(\d+) ([×÷]) (\d+) = \?$/.exec(prompt) ?? [];
  return op === '×' ? Number(x) * Number(y) : Number(x) / Number(y);
}

/** Types an answer on the on-screen pad (a warm-up tap is one digit, no Enter). */
export async function padAnswer(page: Page, prompt: string, value: number) {
  for (const d of String(value)) await page.getByRole('button', { name: d, exact: true }).click();
  if (!prompt.includes('tap')) await page.getByRole('button', { name: 'Enter', exact: true }).click();
}

/** Types an answer on the physical keyboard. */
export async function keyAnswer(page: Page, prompt: string, value: number) {
  await page.keyboard.type(String(value));
  if (!prompt.includes('tap')) await page.keyboard.press('Enter');
}
