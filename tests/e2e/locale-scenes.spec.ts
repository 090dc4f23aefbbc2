import type { Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';

// Issue 26 §1 (scenes and narration): in a Brazilian Portuguese browser the games show and say
// Portuguese. The frame's own buttons belong to the shell, so this spec finds them by place, not
// by name: it checks only what the scenes say.
test.use({ locale: 'pt-BR' });
test.describe.configure({ timeout: 240_000 });

const shots = '.tmp/shots';
const announcer = (page: Page) => page.getByTestId('announcer');
const slow = { timeout: 30_000 };

/** Every utterance the page has spoken so far (the fixture's speechSynthesis recorder). */
function spoken(page: Page): Promise<{ text: string; lang: string; rate: number; pitch: number }[]> {
  return page.evaluate(() => (window as unknown as { __spoken: never[] }).__spoken);
}

/** The How to Play dialog: the frame's second header button opens it, whatever its words. */
async function howToPlay(page: Page) {
  await page.locator('header button').nth(1).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function screenshots(page: Page, name: string) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${shots}/${name}-pt-BR-${width}.png` });
  }
}

test('secret vault in pt-BR: the question shown in Portuguese, said "sete vezes oito" by a pt-BR voice at 0.8/1.1, How to Play in Portuguese', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/games/secret-vault');
  await expect(announcer(page)).toContainText('Quanto é 7 × 8?');
  await expect(announcer(page)).toContainText('0 de 3 cofres abertos');
  await expect
    .poll(() => spoken(page))
    .toContainEqual({
      text: 'Quanto é sete vezes oito?',
      lang: 'pt-BR',
      rate: expect.closeTo(0.8, 5),
      pitch: expect.closeTo(1.1, 5),
    });
  // Narration never falls back to English words or an English voice.
  for (const u of await spoken(page)) {
    expect(u.lang).toBe('pt-BR');
    expect(u.text).not.toMatch(/ times | is what/);
  }

  const dialog = await howToPlay(page);
  await expect(dialog).toContainText('Leia a pergunta no cofre.');
  await expect(dialog).toContainText('Abra os 3 cofres para virar o Mestre dos Cofres!');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: '56', exact: true }).click();
  await expect(announcer(page)).toContainText('7 × 8 = 56. O cofre está aberto!');
  await expect
    .poll(() => spoken(page))
    .toContainEqual(
      expect.objectContaining({ text: 'sete vezes oito é cinquenta e seis. O cofre está aberto!' }),
    );
  await expect(announcer(page)).toContainText('Quanto é 6 × 9?', slow);
  await screenshots(page, 'secret-vault');
});

test('star treasure hunt in pt-BR: planets named in Portuguese, the completion card says Tesouro encontrado!', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/games/star-treasure-hunt');
  await expect
    .poll(() => spoken(page))
    .toContainEqual(
      expect.objectContaining({
        text: 'Toque num planeta para juntar as cinco estrelas dele!',
        lang: 'pt-BR',
      }),
    );
  for (const n of [1, 2, 3, 4]) await page.getByRole('button', { name: `Planeta ${n}`, exact: true }).click();
  await expect(announcer(page)).toContainText('Tesouro encontrado!', slow);
  await screenshots(page, 'star-treasure-hunt');
});

test('castle walls in pt-BR: the walls are named and asked in Portuguese', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/games/castle-walls');
  await expect(announcer(page)).toContainText('Muralha norte: 6 × 4 = ?', slow);
  await page.getByRole('button', { name: 'Muralha 2', exact: true }).click();
  await expect(announcer(page)).toContainText('Muralha leste: 5 × 3 = ?');
});

test('asteroid division in pt-BR: missions named in Portuguese, the crew count said in Portuguese', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/games/asteroid-division');
  await page.getByRole('button', { name: 'Missão 1', exact: true }).click();
  await expect(announcer(page)).toContainText('Tripulantes a bordo: 24', slow);
  await screenshots(page, 'asteroid-division');
});

test('the Games tab in pt-BR shows the games under their Portuguese names', async ({ page }) => {
  await signIn(page);
  await page.goto('/app?tab=games');
  const titles = page.getByTestId('game-title');
  await expect(titles.first()).toBeVisible();
  await expect(titles).toContainText(['Caça ao Tesouro das Estrelas', 'Construtor de Castelos']);
  await expect(page.getByTestId('game-card-secret-vault')).toContainText(
    'Encontre a chave com a resposta certa para abrir 3 cofres.',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/games-tab-pt-BR-390.png`, fullPage: true });
});

test('backpack train in pt-BR: the longest Portuguese labels fit, the series title and the result are Portuguese', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/games/backpack-train-2');
  await expect(page.getByRole('heading', { name: 'Trem das Mochilas 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vagão 1', exact: true })).toBeVisible();
  await screenshots(page, 'backpack-train');
  await page.getByRole('button', { name: 'Distribuir sozinho', exact: true }).dispatchEvent('click');
  await expect(announcer(page)).toContainText('Todos a bordo!', slow);
  await expect(announcer(page)).toContainText('mochilas por vagão');
  await screenshots(page, 'backpack-train-done');
});
