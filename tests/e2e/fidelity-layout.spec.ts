import type { Locator } from '@playwright/test';
import { signIn, signUpUser, TEST_PASSWORD } from '../support/auth';
import { expect, test } from '../support/fixtures';

// Issue 14 §24 (this branch's part): the profile's email never breaks mid-word; games-tab titles fit
// on tablets.
const profileUrl = '/app?tab=profile';

/** Where the lines of an element's text change without a <wbr> or element boundary: mid-word breaks. */
async function midWordBreaks(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const breaks: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      let top: number | null = null;
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        if (top !== null && rect.top > top + 2) breaks.push(`${text.slice(0, i)}|${text.slice(i)}`);
        top = rect.top;
      }
    }
    return breaks;
  });
}

test('the profile’s email never breaks mid-word on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const long = `grandmother.rosalind-${Date.now().toString(36)}@example-primary-school-district.org`;
  await signUpUser({ email: long, fullName: 'Rosalind' });
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(long);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await page.goto(profileUrl);
  const info = page.getByRole('region', { name: 'Personal information' });
  const email = info.locator('dd', { hasText: '@' });
  await expect(email).toHaveText(long);
  expect(await midWordBreaks(email)).toEqual([]);
  const fits = () => email.evaluate((dd) => dd.scrollWidth <= dd.clientWidth);
  expect(await fits()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 }); // and beside the plan card on a desktop
  await expect(email).toHaveText(long);
  expect(await midWordBreaks(email)).toEqual([]);
  expect(await fits()).toBe(true);
});

for (const [width, height] of [
  [768, 1024],
  [820, 1180],
  [1024, 768],
  [1180, 820],
]) {
  test(`games-tab titles fit their cards at ${width}×${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page);
    await page.goto('/app?tab=games');
    const cards = page.getByRole('list', { name: 'Games' }).getByRole('link');
    await expect(cards).toHaveCount(8);
    const problems = await cards.evaluateAll((links) =>
      links.flatMap((link) => {
        // The title is the card's first display-font line (before "Play now" on featured cards).
        const title = link.querySelector('.font-display') as HTMLElement | null;
        if (!title) return [`${link.textContent}: no title`];
        const out: string[] = [];
        const t = title.getBoundingClientRect();
        const l = link.getBoundingClientRect();
        if (title.scrollWidth > title.clientWidth + 1 || t.right > l.right - 8)
          out.push(`${title.textContent} overflows`);
        // A title fits when it sits on one line: every character shares the first one's line.
        const node = title.firstChild;
        const text = node?.textContent ?? '';
        const tops = new Set<number>();
        for (let i = 0; node && i < text.length; i++) {
          if (text[i] === ' ') continue;
          const r = document.createRange();
          r.setStart(node, i);
          r.setEnd(node, i + 1);
          tops.add(Math.round(r.getBoundingClientRect().top / 4));
        }
        if (tops.size !== 1) out.push(`${text} takes ${tops.size} lines`);
        return out;
      }),
    );
    expect(problems).toEqual([]);
  });
}
