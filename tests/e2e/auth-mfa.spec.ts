import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { dashboardTabPath, paths } from '../../src/app/paths';
import { messages } from '../../src/content/messages';
import { appBaseUrl, authHeaders, sessionOf, signUpUser, storageKey, TEST_PASSWORD } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { e2eOutbox, waitForMail } from '../support/outbox';
import { signUpSeeded } from '../support/profile-api';

// Two-factor at login (issue 13 point 4): the code step, its wrong-code error, the way back, and the
// guard that keeps a password-only session out of /app.
const texts = messages.loginCode;

/** A code for `timestamp`; the server accepts ±1 step of 30 s and each step only once. */
const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });
/** A code of a step after the one used at `usedAt`, still within the server's ±1 window now. */
const nextCode = (secret: string, usedAt: number) => codeAt(secret, Math.max(Date.now(), usedAt + 30_000));
/** A code wrong for every step the server could accept. */
function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1, 2].map((s) => codeAt(secret, Date.now() + s * 30_000)));
  let n = 123456;
  while (near.has(String(n))) n += 1;
  return String(n);
}

/** The refused verify (422) is logged by the browser: allow exactly those. */
function allowStatus(consoleErrors: string[], status: number) {
  const kept = consoleErrors.filter((e) => !e.includes(`status of ${status}`));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

/** Screenshots for review when SHOTS_DIR is set, at 1280×800 and 390×844. */
async function shoot(page: Page, name: string, part?: Locator) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    const path = `${dir}/${name}-${w}x${h}.png`;
    if (part) await part.screenshot({ path });
    else await page.screenshot({ path, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function post(path: string, token: string | undefined, body: unknown) {
  const res = await fetch(`${appBaseUrl()}${path}`, {
    method: 'POST',
    headers: authHeaders(token),
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A user with a verified TOTP factor (through the API) and a fresh password-only session. */
async function userWithFactor() {
  const { email, session } = await signUpUser();
  const factor = await post('/auth/v1/factors', session.access_token, { factor_type: 'totp' });
  const secret = (factor.totp as { secret: string }).secret;
  const id = factor.id as string;
  const challenge = await post(`/auth/v1/factors/${id}/challenge`, session.access_token, {});
  const usedAt = Date.now();
  await post(`/auth/v1/factors/${id}/verify`, session.access_token, {
    challenge_id: challenge.id,
    code: codeAt(secret, usedAt),
  });
  const aal1 = await post('/auth/v1/token?grant_type=password', undefined, {
    email,
    password: TEST_PASSWORD,
  });
  return { email, secret, usedAt, aal1: JSON.stringify(aal1) };
}

test('enrol in Profile, log out, log in: the code step refuses a wrong code, the right one opens /app', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await signUpSeeded(page, baseURL!);
  await page.goto(dashboardTabPath('profile'));
  const account = page.getByRole('region', { name: 'Account settings' });
  await expect(account.getByTestId('two-factor-status')).toContainText('Two-factor is off');
  await shoot(page, 'profile-two-factor-off', account);
  await account.getByRole('button', { name: 'Set up authenticator app' }).click();
  const secret = (await account.getByTestId('totp-secret').textContent())?.trim() ?? '';
  const usedAt = Date.now();
  await account.getByLabel('6-digit code').fill(codeAt(secret, usedAt));
  await account.getByRole('button', { name: 'Verify' }).click();
  await expect(account.getByTestId('two-factor-status')).toContainText('Two-factor is on');
  await shoot(page, 'profile-two-factor-on', account);
  const email = sessionOf(page).user.email;

  await account.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('alertdialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/:\d+\/$/); // home, like the sidebar's Logout (issue 14 §8)
  await page.goto(paths.login);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page.getByRole('heading', { name: texts.title })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  const field = page.getByLabel(texts.label);
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await shoot(page, 'login-code-step');
  await field.fill(wrongCode(secret));
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: texts.wrong })).toBeVisible();
  await expect(field).toBeFocused(); // ready for the next try
  await expect(page.getByRole('heading', { name: texts.title })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await shoot(page, 'login-code-wrong');
  allowStatus(consoleErrors, 422);

  await field.fill(nextCode(secret, usedAt));
  await page.getByRole('button', { name: texts.submit }).click();
  // Logging out from Profile lets the guard remember that page, so login returns there.
  await expect(page).toHaveURL(/\/app(\?tab=profile)?$/);
  await expect(page.getByText(messages.login.successTitle)).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.title })).toHaveCount(0);
});

test('a password-only session is sent from /app to the code step, then back to the asked page', async ({
  page,
}) => {
  const user = await userWithFactor();
  await page.addInitScript(([k, v]) => localStorage.setItem(k, v), [storageKey(), user.aal1] as const);
  await page.goto(dashboardTabPath('profile'));
  await expect(page.getByRole('heading', { name: texts.title })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('region', { name: 'Account settings' })).toHaveCount(0);
  await page.getByLabel(texts.label).fill(nextCode(user.secret, user.usedAt));
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(page).toHaveURL(/\/app\?tab=profile$/);
  const account = page.getByRole('region', { name: 'Account settings' });
  await expect(account.getByTestId('two-factor-status')).toContainText('Two-factor is on');
});

test('the way back from the code step ends that session and shows the password form', async ({ page }) => {
  const user = await userWithFactor();
  await page.addInitScript(
    ([k, v]) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem(k, v);
      sessionStorage.setItem('seeded', '1');
    },
    [storageKey(), user.aal1] as const,
  );
  await page.goto(paths.login);
  await expect(page.getByRole('heading', { name: texts.title })).toBeVisible();
  await page.getByRole('button', { name: texts.back }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await page.goto(paths.app);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('turning on two-factor asks for the password when the session has not proved it lately', async ({
  page,
  consoleErrors,
}) => {
  // A session opened from the sign-up link proves the mailbox, not the password (issue 27 §4).
  const { email } = await signUpUser();
  const { link } = await waitForMail(e2eOutbox(), email, '/auth/confirm');
  const session = await post('/auth/v1/verify', undefined, {
    type: 'signup',
    token_hash: link.searchParams.get('token_hash'),
  });
  await page.addInitScript(([k, v]) => localStorage.setItem(k, v), [
    storageKey(),
    JSON.stringify(session),
  ] as const);
  await page.goto(dashboardTabPath('profile'));
  const account = page.getByRole('region', { name: 'Account settings' });
  await account.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(account.getByText('To turn on two-factor, enter your password first.')).toBeVisible();
  await account.getByLabel('Your password').fill('Not-The-Password-1');
  await account.getByRole('button', { name: 'Continue' }).click();
  await expect(account.getByRole('alert')).toHaveText(messages.privacy.wrongPassword);
  await shoot(page, 'profile-two-factor-password', account);
  await account.getByLabel('Your password').fill(TEST_PASSWORD);
  await account.getByRole('button', { name: 'Continue' }).click();
  const secret = (await account.getByTestId('totp-secret').textContent())?.trim() ?? '';
  await account.getByLabel('6-digit code').fill(codeAt(secret, Date.now()));
  await account.getByRole('button', { name: 'Verify' }).click();
  await expect(account.getByTestId('two-factor-status')).toContainText('Two-factor is on');
  allowStatus(consoleErrors, 400);
});
