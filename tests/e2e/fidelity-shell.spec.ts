import type { Page } from '@playwright/test';
import { messages } from '../../src/content/messages';
import { freshEmail, signIn, signUpUser, TEST_PASSWORD } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { signUpSeeded } from '../support/profile-api';

// Issue 14 §8, 10, 11, 13, 21 and 22, as a user sees them (§24's layout: fidelity-layout.spec.ts).
const profileUrl = '/app?tab=profile';
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

/** Failed requests the test caused on purpose log "… status of N": keep the other errors. */
function allowHttpErrors(consoleErrors: string[], statuses: number[]) {
  const kept = consoleErrors.filter((e) => !statuses.some((s) => e.includes(`status of ${s}`)));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

async function fillSignup(page: Page, email: string, password: string, confirm: string) {
  await page.getByLabel('Full name', { exact: true }).fill('Ana Lima');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(confirm);
}

test('both Logouts confirm and go to the home page', async ({ page }) => {
  await signIn(page);
  await page.goto(profileUrl);
  await page
    .getByRole('region', { name: 'Account settings' })
    .getByRole('button', { name: 'Log out' })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Log out?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\?tab=profile$/);
  await page
    .getByRole('region', { name: 'Account settings' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.goto('/app');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test.describe('sign-up', () => {
  test('an empty confirmation is the spec’s mismatch toast, and nothing is sent', async ({ page }) => {
    let sent = false;
    page.on('request', (r) => {
      if (r.url().includes('/auth/v1/signup')) sent = true;
    });
    await page.goto('/auth/signup');
    await fillSignup(page, freshEmail(), TEST_PASSWORD, '');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(messages.signup.mismatchTitle)).toBeVisible();
    await expect(page.getByText(messages.signup.mismatchText).first()).toBeVisible();
    await expect(page.getByText('Please type your password again.')).toHaveCount(0);
    expect(sent).toBe(false);
  });

  test('the password rules show before the first try', async ({ page }) => {
    await page.goto('/auth/signup');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAccessibleDescription(/Use 8 to 72 characters/);
    await expect(page.getByText(/Use 8 to 72 characters/)).toBeVisible();
  });

  test('an email that already has an account is offered Log in', async ({ page, consoleErrors }) => {
    const { email } = await signUpUser();
    await page.goto('/auth/signup');
    await fillSignup(page, email, TEST_PASSWORD, TEST_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(messages.signup.errorTitle)).toBeVisible();
    const offer = page.getByText(/already has a MathPop account/);
    await expect(offer).toBeVisible();
    await offer.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    allowHttpErrors(consoleErrors, [422, 400]);
  });
});

test('performance: names as the frames say them, help and no-question games counted honestly', async ({
  page,
  baseURL,
}) => {
  const seed = await signUpSeeded(page, baseURL!);
  const mia = await seed.addStudent('Mia');
  await seed.addResults(mia, [
    { kind: 'lesson', activity_id: 'd5-1', is_correct: true, completed_at: ago(9) },
    { kind: 'game', activity_id: 'castle-complete', is_correct: true, stars: 3, completed_at: ago(8) },
    { kind: 'game', activity_id: 'ferris-wheel-race', is_correct: true, stars: 3, completed_at: ago(7) },
  ]);
  // A level finished by Form Teams, as the scene reports it: assisted, 1 star.
  const helped = await seed.request('POST', 'activity_results', {
    user_id: seed.userId,
    student_profile_id: mia,
    kind: 'game',
    activity_id: 'soccer-teams',
    is_correct: true,
    stars: 1,
    assisted: true,
    completed_at: ago(6),
  });
  expect(helped.status).toBe(201);
  await page.goto('/app/performance');
  const recent = page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem');
  await expect(recent).toHaveCount(4);
  await expect(recent.nth(1)).toContainText('Ferris Wheel Race');
  await expect(recent.nth(2)).toContainText('Castle Complete');
  await expect(recent.nth(3)).toContainText('The Mysterious Remainder 1');
  await expect(page.getByText('D5 1')).toHaveCount(0);
  // Right answers: d5-1 and castle-complete. Soccer was helped; the ferris wheel asks no question.
  await expect(page.getByTestId('stat-Accuracy')).toHaveText('67%');
  await expect(page.getByText('2 of 3 answers right')).toBeVisible();
  // The star bank (issue 38: the server's count, not the games' own stars): the one correct lesson.
  await expect(page.getByTestId('stat-Stars earned')).toHaveText('1');
  await expect(page.getByTestId('stat-This week')).toHaveText('4 activities');
  await expect(page.getByText('/5')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Weekly progress' })).toContainText(
    '4 activities this week · 1 more to reach the goal of 5',
  );
  // Issue 38: the line says what finished it, with no star.
  await expect(recent.nth(0)).toContainText('Form Teams made the teams');
  await expect(recent.nth(0)).not.toContainText('⭐');
  await expect(recent.nth(1)).toContainText('Played');
  await expect(recent.nth(2)).toContainText('Correct');
  // Mastery in the Lessons tab's units: 7 division cards, none done; division games finished alone.
  await expect(page.getByTestId('subject-division')).toHaveText('0 of 7 lessons · 0 of 15 games done');
  await expect(page.getByTestId('subject-factors')).toHaveText('0 of 1 lesson done');
});

test('switching a teacher with several students to Parents says what happens first', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const seed = await signUpSeeded(page, baseURL!);
  await seed.setPlan('teachers');
  await seed.addStudent('Mia');
  await seed.addStudent('Leo');
  await page.goto(profileUrl);
  const plan = page.getByRole('region', { name: 'Subscription plan' });
  await plan.getByRole('button', { name: /Parents/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Switch to the Parents plan?' });
  await expect(dialog).toContainText(
    'The Parents plan includes 1 student profile, and you have 2 (Mia and Leo).',
  );
  await expect(dialog).toContainText('Nothing is deleted');
  await dialog.getByRole('button', { name: 'Keep Teachers' }).click();
  await expect(plan.getByRole('button', { name: /Teachers/ })).toHaveAttribute('aria-pressed', 'true');

  await plan.getByRole('button', { name: /Parents/ }).click();
  // Leaving Teachers needs the grown-up's password (issue 27 §14), checked by the server.
  await dialog.getByLabel('Your password').fill('Not-The-Password-1');
  await dialog.getByRole('button', { name: 'Switch to Parents' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.privacy.wrongPassword);
  // The refused password (400) is logged by the browser: allow exactly that one.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('status of 400')));
  await dialog.getByLabel('Your password').fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Switch to Parents' }).click();
  await expect(page.getByText(messages.plan.updated('parents'))).toBeVisible();
  const students = page.getByRole('region', { name: 'Your child' });
  await expect(students).toContainText('Your 2 profiles are kept with their progress');
  await expect(students.getByTestId('student-row')).toHaveCount(2);

  // Back to Teachers: no question asked.
  await plan.getByRole('button', { name: /Teachers/ }).click();
  await expect(page.getByText(messages.plan.updated('teachers'))).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a level finished by Form Teams or Auto Distribute is saved as assisted, with 1 star', async ({
  page,
  baseURL,
}) => {
  const seed = await signUpSeeded(page, baseURL!);
  await seed.addStudent('Mia');
  for (const [game, button] of [
    ['soccer-teams', 'Form Teams'],
    ['ice-cream-party', 'Auto Distribute'],
    ['backpack-train', 'Auto Distribute'],
  ]) {
    await page.goto(`/app/games/${game}`);
    const saved = page.waitForRequest(
      (r) => r.url().includes('/rest/v1/activity_results') && r.method() === 'POST',
      { timeout: 30_000 },
    );
    await page.getByRole('button', { name: button, exact: true }).dispatchEvent('click');
    expect((await saved).postDataJSON()).toMatchObject({
      activity_id: game,
      is_correct: true,
      assisted: true,
      stars: 1,
    });
  }
});
