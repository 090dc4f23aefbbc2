import type { Page } from '@playwright/test';
import { dashboardTabPath } from '../../src/app/paths';
import { signUpUser, TEST_PASSWORD } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { gateAnswer } from '../support/gate';
import { PUBLISHABLE_KEY, RestSeed, signUpSeeded } from '../support/profile-api';

/** Issue 26: the language switch in Profile, a grown-up's language in their profile, pt-BR dashboards. */
const profileUrl = dashboardTabPath('profile');
// The switch's own label lives in the common catalogue: English, or Portuguese once translated there.
const languageBox = (page: Page) => page.getByRole('combobox', { name: /^(Language|Idioma)$/ });

/** The locale saved in the signed-in grown-up's profile row. */
async function savedLocale(seed: RestSeed): Promise<unknown> {
  const res = await seed.request('GET', `profiles?select=locale&user_id=eq.${seed.userId}`);
  return (res.body as { locale: unknown }[])[0]?.locale;
}

test('the Profile switch changes the language at once, is saved in the profile and survives a reload', async ({
  page,
  baseURL,
}) => {
  const seed = await signUpSeeded(page, baseURL!);
  await page.goto(profileUrl);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  const settings = page.getByRole('region', { name: 'Account settings' });
  await expect(settings.getByRole('heading', { name: 'Language' })).toBeVisible();

  // Keyboard: focus the switch and choose with the arrow key, as a keyboard user would.
  await languageBox(page).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('region', { name: 'Configurações da conta' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Desempenho' })).toBeVisible();
  await expect.poll(() => savedLocale(seed)).toBe('pt-BR');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible();
  await expect(languageBox(page)).toHaveValue('pt-BR');

  // And back to English, saved too.
  await languageBox(page).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect.poll(() => savedLocale(seed)).toBe('en');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
});

test('a grown-up who chose pt-BR signs in on a fresh English device and gets Portuguese', async ({
  page,
  baseURL,
}) => {
  const { email, session } = await signUpUser({ fullName: 'Ana Souza' });
  const seed = new RestSeed(baseURL!, session, PUBLISHABLE_KEY);
  const saved = await seed.request('PATCH', `profiles?user_id=eq.${seed.userId}`, { locale: 'pt-BR' });
  expect(saved.status).toBe(200);

  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: 'Lições', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  // This device now remembers it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lições', level: 1 })).toBeVisible();
});

test('a profile with no saved language leaves the device as it is', async ({ page, baseURL }) => {
  await signUpSeeded(page, baseURL!);
  await page.goto(dashboardTabPath('lessons'));
  await expect(page.getByRole('heading', { name: 'Lessons', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('in a pt-BR browser', () => {
  test.use({ locale: 'pt-BR' });

  test('the dashboard speaks Portuguese: Lessons, Performance with counts and dates, Profile', async ({
    page,
    baseURL,
  }) => {
    const seed = await signUpSeeded(page, baseURL!, 'Ana Souza');
    const mia = await seed.addStudent('Mia', '2nd grade');
    const now = Date.now();
    await seed.addResults(mia, [
      {
        kind: 'lesson',
        activity_id: 'd5-1',
        is_correct: true,
        stars: 3,
        completed_at: new Date(now - 60_000).toISOString(),
      },
      {
        kind: 'game',
        activity_id: 'castle-complete',
        is_correct: true,
        stars: 1,
        completed_at: new Date(now - 120_000).toISOString(),
      },
    ]);

    await page.goto(dashboardTabPath('lessons'));
    await expect(page.getByRole('heading', { name: 'Lições', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Lições de multiplicação' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Lições de divisão' })).toBeVisible();
    await expect(page.getByText('Treino de hoje', { exact: true })).toBeVisible();

    await page.goto(dashboardTabPath('performance'));
    await expect(page.getByRole('heading', { name: 'Desempenho', level: 1 })).toBeVisible();
    await expect(page.getByTestId('stat-This week')).toHaveText('2 atividades');
    await expect(page.getByRole('heading', { name: 'Atividade recente' })).toBeVisible();
    // The recent list's dates come from Intl in pt-BR ("26 de nov., 14:05").
    await expect(page.locator('#main time').first()).toHaveText(/^\d{1,2} de [a-zç]+\.?,? \d{1,2}:\d{2}$/);

    await page.goto(profileUrl);
    await expect(page.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Informações pessoais' })).toBeVisible();
    await expect(page.getByText('2º ano')).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^(Language|Idioma)$/ })).toHaveValue('pt-BR');
    await expectNoSeriousA11yViolations(page);
  });

  test('the parental gate writes its number in Portuguese words', async ({ page, baseURL }) => {
    const seed = await signUpSeeded(page, baseURL!, 'Ana Souza');
    await seed.addStudent('Mia');
    await page.goto('/app');
    await page.getByRole('button', { name: 'Deixar Mia jogar' }).click();
    await expect(page.getByText('Olá, Mia!')).toBeVisible();
    await page.getByRole('button', { name: 'Trocar jogador' }).click();
    await page.getByRole('button', { name: 'Adulto' }).click();
    const gate = page.getByRole('dialog', { name: 'Só para adultos' });
    const words = (await gate.locator('strong').textContent())?.trim() ?? '';
    // 100–999 in Portuguese: "cem", or starts with the hundreds ("cento e…", "duzentos…", "novecentos…").
    expect(words).toMatch(
      /^(cem|cento|duzentos|trezentos|quatrocentos|quinhentos|seiscentos|setecentos|oitocentos|novecentos)\b/,
    );
    await gate.getByLabel('Número em algarismos').fill(await gateAnswer(gate));
    await gate.getByRole('button', { name: 'Continuar' }).click();
    await expect(gate).toHaveCount(0);
    await expect(page.getByText('Olá, Ana!')).toBeVisible();
  });
});
