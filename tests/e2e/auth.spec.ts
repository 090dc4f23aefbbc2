import type { Page } from '@playwright/test';
import {
  appBaseUrl,
  authHeaders,
  freshEmail,
  signIn,
  signUpUser,
  storageKey,
  TEST_PASSWORD,
} from '../support/auth';
import { expect, test } from '../support/fixtures';

/** Expected failed requests log "Failed to load resource … status of N" to the console: allow those. */
function allowHttpErrors(consoleErrors: string[], statuses: number[]) {
  const expected = (e: string) => statuses.some((s) => e.includes(`status of ${s}`));
  const kept = consoleErrors.filter((e) => !expected(e));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

/** A request aborted on purpose logs the failed load and supabase-js's fetch TypeError: allow those. */
function allowNetworkFailure(consoleErrors: string[]) {
  const expected = (e: string) => e.includes('ERR_INTERNET_DISCONNECTED') || e.includes('Failed to fetch');
  const kept = consoleErrors.filter((e) => !expected(e));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

/** The message the server gives for a sign-up, asked directly (to compare with the toast). */
async function serverSignUpMessage(email: string, password: string): Promise<string> {
  const res = await fetch(`${appBaseUrl()}/auth/v1/signup`, {
    method: 'POST',
    headers: authHeaders(),
    body: JSON.stringify({ email, password, data: { full_name: 'X' } }),
  });
  expect(res.ok).toBe(false);
  const body = (await res.json()) as { msg?: string; message?: string };
  return (body.msg ?? body.message) as string;
}

async function fillSignup(
  page: Page,
  values: { name: string; email: string; password: string; confirm: string },
) {
  await page.getByLabel('Full name', { exact: true }).fill(values.name);
  await page.getByLabel('Email', { exact: true }).fill(values.email);
  await page.getByLabel('Password', { exact: true }).fill(values.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(values.confirm);
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

test.describe('sign-up', () => {
  test('creates an account, shows the success toast and lands in /app', async ({ page }) => {
    const email = freshEmail();
    await page.goto('/auth/signup');
    await fillSignup(page, { name: 'Ana Lima', email, password: TEST_PASSWORD, confirm: TEST_PASSWORD });
    const request = page.waitForRequest((r) => r.url().includes('/auth/v1/signup'));
    await page.getByRole('button', { name: 'Create account' }).click();
    const body = (await request).postDataJSON();
    expect(body).toMatchObject({ email, password: TEST_PASSWORD, data: { full_name: 'Ana Lima' } });
    expect(new URL((await request).url()).searchParams.get('redirect_to')).toBe(appBaseUrl());
    await expect(page.getByText('Signed up successfully!')).toBeVisible();
    await expect(page.getByText('Check your email to confirm your account.')).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { name: 'Lessons', level: 1 })).toBeVisible();
    await expect(page.getByText('Hi, Ana!')).toBeVisible();
  });

  test('a password mismatch shows the spec toast and sends nothing', async ({ page }) => {
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/auth/v1/')) sent += 1;
    });
    await page.goto('/auth/signup');
    await fillSignup(page, {
      name: 'Ana',
      email: freshEmail(),
      password: TEST_PASSWORD,
      confirm: `${TEST_PASSWORD}x`,
    });
    await page.getByLabel('Confirm password', { exact: true }).press('Enter');
    await expect(page.getByText('Confirmation error')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'The passwords do not match.' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/signup$/);
    expect(sent).toBe(0);
  });

  test('required fields are announced and nothing is sent', async ({ page }) => {
    await page.goto('/auth/signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please enter your full name.')).toBeVisible();
    await expect(page.getByLabel('Full name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
  });

  test('a duplicate email shows the server message', async ({ page, consoleErrors }) => {
    const { email } = await signUpUser();
    const message = await serverSignUpMessage(email, TEST_PASSWORD);
    await page.goto('/auth/signup');
    await fillSignup(page, { name: 'Ana', email, password: TEST_PASSWORD, confirm: TEST_PASSWORD });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Sign-up error')).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/signup$/);
    allowHttpErrors(consoleErrors, [422, 400]);
  });

  test('a weak password shows the server reasons', async ({ page, consoleErrors }) => {
    const message = await serverSignUpMessage(freshEmail(), 'password');
    await page.goto('/auth/signup');
    await fillSignup(page, { name: 'Ana', email: freshEmail(), password: 'password', confirm: 'password' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Sign-up error')).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    allowHttpErrors(consoleErrors, [422, 400]);
  });

  test('password fields have show/hide toggles', async ({ page }) => {
    await page.goto('/auth/signup');
    const field = page.getByLabel('Confirm password', { exact: true });
    await expect(field).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show confirm password' }).click();
    await expect(field).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide confirm password' }).click();
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveAttribute('autocomplete', 'new-password');
  });
});

test.describe('login', () => {
  test('logs in with the success toast and goes to /app', async ({ page }) => {
    const { email } = await signUpUser();
    await page.goto('/auth/login');
    await fillLogin(page, email, TEST_PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('the submit button is disabled while sending, so a double click sends once', async ({ page }) => {
    const { email } = await signUpUser();
    let calls = 0;
    await page.route('**/auth/v1/token**', async (route) => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto('/auth/login');
    await fillLogin(page, email, TEST_PASSWORD);
    const submit = page.getByRole('button', { name: /Log in|Logging in/ });
    await submit.dblclick();
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveText('Logging in…');
    await expect(page).toHaveURL(/\/app$/);
    expect(calls).toBe(1);
  });

  test('a wrong password shows the server message', async ({ page, consoleErrors }) => {
    const { email } = await signUpUser();
    await page.goto('/auth/login');
    await fillLogin(page, email, 'Wrong-Password-1!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Login error')).toBeVisible();
    await expect(page.getByText('Invalid login credentials')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    allowHttpErrors(consoleErrors, [400]);
  });

  test('a network failure shows the unexpected-error toast', async ({ page, consoleErrors }) => {
    await page.route('**/auth/v1/token**', (route) => route.abort('internetdisconnected'));
    await page.goto('/auth/login');
    await fillLogin(page, 'someone@example.com', TEST_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Unexpected error')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Please try again in a few moments.')).toBeVisible();
    allowNetworkFailure(consoleErrors);
  });

  test('the session survives a reload, and the auth pages send a signed-in user to /app', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/app?tab=games');
    await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/app$/);
    await page.goto('/auth/signup');
    await expect(page).toHaveURL(/\/app$/);
  });

  test('a signed-in visitor opening the login page never sees a frame of its form', async ({ page }) => {
    await signIn(page);
    // Records, from the first byte of the page, whether the login form (its password field) was ever
    // in the document. The dashboard has forms of its own (a new parent's "add your child").
    await page.addInitScript(() => {
      const seen = { form: false };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('form input[type="password"]')) seen.form = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const seen = () => page.evaluate(() => (window as unknown as { __seen: object }).__seen);
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { name: 'Lessons', level: 1 })).toBeVisible();
    expect(await seen()).toEqual({ form: false });
  });

  test('an expired stored token is refreshed before a game opens', async ({ page }) => {
    await signIn(page);
    // The stored access token has expired (as after a night away): only its refresh token is good.
    await page.addInitScript((key) => {
      const raw = window.localStorage.getItem(key);
      if (!raw || window.sessionStorage.getItem('__expired')) return;
      window.sessionStorage.setItem('__expired', '1');
      window.localStorage.setItem(key, JSON.stringify({ ...JSON.parse(raw), expires_at: 1 }));
    }, storageKey());
    const refreshed = page.waitForResponse((r) =>
      r.url().includes('/auth/v1/token?grant_type=refresh_token'),
    );
    await page.goto('/app/games/star-treasure-hunt');
    expect((await refreshed).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Planet 1' })).toBeVisible();
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), storageKey());
    expect(stored.expires_at).toBeGreaterThan(Date.now() / 1000 + 600);
  });

  test('an expired token that cannot be refreshed sends the player to login', async ({
    page,
    consoleErrors,
  }) => {
    await signIn(page);
    await page.addInitScript((key) => {
      const raw = window.localStorage.getItem(key);
      if (!raw || window.sessionStorage.getItem('__revoked')) return;
      window.sessionStorage.setItem('__revoked', '1');
      const session = { ...JSON.parse(raw), expires_at: 1, refresh_token: 'revoked-elsewhere' };
      window.localStorage.setItem(key, JSON.stringify(session));
    }, storageKey());
    await page.goto('/app/games/star-treasure-hunt');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    allowHttpErrors(consoleErrors, [400]);
  });

  test('a protected page redirects to login and returns there after login', async ({ page }) => {
    const { email } = await signUpUser();
    await page.goto('/app?tab=worksheets');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await fillLogin(page, email, TEST_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/app\?tab=worksheets$/);
    await expect(page.getByRole('heading', { name: 'Worksheets', level: 1 })).toBeVisible();
  });
});

test.describe('logout', () => {
  test('cancel keeps the session; confirm signs out and goes home', async ({ page }) => {
    await signIn(page);
    await page.goto('/app');
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Log out?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/app$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('confirm still signs out when the server cannot be reached', async ({ page, consoleErrors }) => {
    await signIn(page);
    await page.goto('/app');
    await expect(page.getByRole('heading', { name: 'Lessons', level: 1 })).toBeVisible();
    await page.route('**/auth/v1/logout**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    await page.goto('/app');
    await expect(page).toHaveURL(/\/auth\/login$/);
    allowNetworkFailure(consoleErrors);
  });
});
