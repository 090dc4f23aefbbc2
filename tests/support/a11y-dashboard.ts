import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core (WCAG 2.1 A/AA and best practices) on the page as it is now and fails on any serious
 * or critical violation, naming each rule and the elements that break it.
 */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, 'serious or critical axe violations').toEqual([]);
}

/**
 * Runs axe's heading rules (`heading-order`, `page-has-heading-one`; both "moderate", so the serious
 * check above lets them pass) and fails on any violation of them.
 */
export async function expectSoundHeadings(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withRules(['heading-order', 'page-has-heading-one'])
    .analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, 'heading violations').toEqual([]);
}
