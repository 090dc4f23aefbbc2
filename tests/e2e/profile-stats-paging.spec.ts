import { dashboardTabPath } from '../../src/app/paths';
import { expect, test } from '../support/fixtures';
import { signUpSeeded } from '../support/profile-api';

/**
 * The server answers at most 1000 rows a read (like PostgREST's db-max-rows): a teacher's class
 * statistics must still count every result, read page by page.
 */
test('class statistics count every result past the 1000-row read cap', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const seed = await signUpSeeded(page, baseURL!, 'Class Teacher');
  await seed.setPlan('teachers');
  // Three children: each stays within a child's daily share of results (500, issue 27 §6).
  const students = [await seed.addStudent('Mia'), await seed.addStudent('Leo'), await seed.addStudent('Ana')];
  const total = 1100;
  const rows = Array.from({ length: total }, (_, i) => ({
    user_id: seed.userId,
    student_profile_id: students[i % 3],
    kind: 'lesson',
    activity_id: `multiplication${(i % 5) + 1}`,
    is_correct: true,
    attempts: 1,
    stars: 3,
    completed_at: new Date(Date.now() - i * 60_000).toISOString(),
  }));
  // A write takes at most 500 rows.
  for (let i = 0; i < rows.length; i += 500) {
    const res = await seed.request('POST', 'activity_results', rows.slice(i, i + 500));
    expect(res.status).toBe(201);
  }

  await page.goto(dashboardTabPath('profile'));
  const stats = page.getByRole('region', { name: 'Class statistics' });
  // Numbers are written by Intl for the language (en: "1,100").
  const shown = total.toLocaleString('en-US');
  await expect(stats.getByText(`${shown} of ${shown} answers right`)).toBeVisible();
});
