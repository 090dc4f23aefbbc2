import { expect, type Locator, type Page } from '@playwright/test';
import { numberToWords } from '../../src/lib/numberWords';
import { numberToWordsPt } from '../../src/lib/numberWordsPt';

/** The digits of the number the open parental gate shows in words (English or Portuguese). */
export async function gateAnswer(gate: Locator): Promise<string> {
  const words = (await gate.locator('strong').textContent())?.trim();
  for (let n = 100; n <= 999; n++)
    if (numberToWords(n) === words || numberToWordsPt(n) === words) return String(n);
  throw new Error(`no number reads "${words}"`);
}

/** Passes the open parental gate as a grown-up would. */
export async function passGate(page: Page): Promise<void> {
  const gate = page.getByRole('dialog', { name: 'Grown-ups only' });
  await gate.getByLabel('Number in digits').fill(await gateAnswer(gate));
  await gate.getByRole('button', { name: 'Continue' }).click();
  await expect(gate).toHaveCount(0);
}
