import type { Page } from '@playwright/test';
import { freshEmail, signUpUser, TEST_PASSWORD } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { e2eOutbox, waitForMail } from '../support/outbox';

// Issue 26 §1: the spec's toasts in the browser's language. A pt-BR browser gets the spec's
// verbatim Portuguese ("Erro na confirmação", "Erro no login"), an en-US one faithful English.

/** A failed sign-in is a real 400 that the browser logs: allow it. */
function allow400(consoleErrors: string[]) {
  const kept = consoleErrors.filter((e) => !e.includes('status of 400'));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

const texts = {
  'pt-BR': {
    name: 'Nome completo',
    email: 'E-mail',
    password: 'Senha',
    confirm: 'Confirme a senha',
    create: 'Criar conta',
    logIn: 'Entrar',
    mismatchTitle: 'Erro na confirmação',
    mismatchText: 'As senhas não coincidem.',
    loginTitle: 'Erro no login',
    badLogin: 'E-mail ou senha incorretos.',
    signedUp: 'Cadastro realizado com sucesso!',
    mailSubject: 'Confirme seu e-mail no MathPop',
  },
  'en-US': {
    name: 'Full name',
    email: 'Email',
    password: 'Password',
    confirm: 'Confirm password',
    create: 'Create account',
    logIn: 'Log in',
    mismatchTitle: 'Confirmation error',
    mismatchText: 'The passwords do not match.',
    loginTitle: 'Login error',
    badLogin: 'Invalid login credentials',
    signedUp: 'Signed up successfully!',
    mailSubject: 'Confirm your email for MathPop',
  },
} as const;

for (const locale of ['pt-BR', 'en-US'] as const) {
  test.describe(`a ${locale} browser`, () => {
    test.use({ locale });
    const w = texts[locale];

    test('a password mismatch shows the spec toast in its language and sends nothing', async ({ page }) => {
      let sent = 0;
      page.on('request', (r) => {
        if (r.url().includes('/auth/v1/')) sent += 1;
      });
      await page.goto('/auth/signup');
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'pt-BR' ? 'pt-BR' : 'en');
      await page.getByLabel(w.name, { exact: true }).fill('Ana');
      await page.getByLabel(w.email, { exact: true }).fill(freshEmail());
      await page.getByLabel(w.password, { exact: true }).fill(TEST_PASSWORD);
      await page.getByLabel(w.confirm, { exact: true }).fill(`${TEST_PASSWORD}x`);
      await page.getByRole('button', { name: w.create }).click();
      await expect(page.getByText(w.mismatchTitle, { exact: true })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: w.mismatchText })).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/signup$/);
      expect(sent).toBe(0);
    });

    test('a sign-up shows the spec toast in its language, and the confirmation mail speaks it too', async ({
      page,
    }) => {
      const email = freshEmail();
      await page.goto('/auth/signup');
      await page.getByLabel(w.name, { exact: true }).fill('Ana');
      await page.getByLabel(w.email, { exact: true }).fill(email);
      await page.getByLabel(w.password, { exact: true }).fill(TEST_PASSWORD);
      await page.getByLabel(w.confirm, { exact: true }).fill(TEST_PASSWORD);
      await page.getByRole('button', { name: w.create }).click();
      await expect(page.getByText(w.signedUp, { exact: true })).toBeVisible();
      const { mail } = await waitForMail(e2eOutbox(), email, '/auth/confirm');
      expect(mail.subject).toBe(w.mailSubject);
    });

    test('a bad login shows the spec toast and the server message in its language', async ({
      page,
      consoleErrors,
    }) => {
      const { email } = await signUpUser();
      await page.goto('/auth/login');
      await login(page, w, email, 'Wrong-Password-1!');
      await expect(page.getByText(w.loginTitle, { exact: true })).toBeVisible();
      await expect(page.getByText(w.badLogin, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/login$/);
      allow400(consoleErrors);
    });
  });
}

async function login(page: Page, w: (typeof texts)[keyof typeof texts], email: string, password: string) {
  await page.getByLabel(w.email, { exact: true }).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: w.logIn }).click();
}

test.describe('the first visit follows the browser', () => {
  test.use({ locale: 'pt-BR' });

  test('a pt-BR browser sees /auth/login in Portuguese, without remembering a choice', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Bem-vindo de volta!' })).toBeVisible();
    await expect(page.getByLabel('E-mail', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Senha', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Crie uma conta' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('mathpop.locale'))).toBeNull();
  });
});
