import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Options for the accessibility check. */
export interface A11yOptions {
  /** CSS selectors to leave out (e.g. a third-party widget); keep this rare and say why at the call. */
  exclude?: string[];
}

/**
 * Runs axe-core (WCAG 2.x A/AA rules and best practices) on the page as it is now and fails the test
 * on any serious or critical violation, listing each rule with the offending elements.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}) {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, 'serious or critical axe violations').toEqual([]);
}
