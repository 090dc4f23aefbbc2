import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { dashboardTabPath, markSheetPath, paths } from '../../src/app/paths';
import { expect, test } from '../support/fixtures';
import { pdfPictures } from '../support/pdf-pictures';
import { pdfPageTexts } from '../support/pdf-text';
import { type RestSeed, signUpSeeded } from '../support/profile-api';

// Issue 37: "This week's sheet" made from the child's fact log, printed as a PDF with its answer
// key and QR code, marked back into the fact log; and a teacher's class pack of 25.
test.describe.configure({ timeout: 300_000 });

const SHOTS = '.tmp/shots/h37';
mkdirSync(SHOTS, { recursive: true });

/** Saves a download and answers its bytes. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<Uint8Array> {
  const download = page.waitForEvent('download', { timeout: 120_000 });
  await click();
  const file = await download;
  return new Uint8Array(await readFile((await file.path())!));
}

/** The PDF and its pages as PNGs beside the screenshots. */
const pictures = (bytes: Uint8Array, name: string) =>
  pdfPictures(bytes, `${SHOTS}/${name}.pdf`, `${SHOTS}/${name}`, ['-r', '80']);

type Fact = { op: 'mul' | 'div'; a: number; b: number };
const parse = (key: string): Fact => {
  const [op, a, b] = key.split(':');
  return { op: op as Fact['op'], a: Number(a), b: Number(b) };
};
const written = (f: Fact) => (f.op === 'mul' ? `${f.a} × ${f.b}` : `${f.a * f.b} ÷ ${f.b}`);
const answerOf = (f: Fact) => (f.op === 'mul' ? f.a * f.b : f.a);
/** The number the child writes for an item: a missing number's hidden one, else the answer. */
function written_answer(f: Fact, form: string): number {
  const [x, y] = f.op === 'mul' ? [f.a, f.b] : [f.a * f.b, f.b];
  if (form === 'm0') return x;
  if (form === 'm1') return y;
  return answerOf(f);
}

/** Mia: ×2 known (quick, days ago), 3 × 4 missed once; her focus ×3 and ×4 with ÷. */
async function seedMia(seed: RestSeed): Promise<string> {
  const mia = await seed.addStudent('Mia Santos');
  await seed.addFactAnswers(mia, [
    ...Array.from({ length: 10 }, (_, i) => ({ a: 2, b: i + 1 })),
    { a: 3, b: 4, times: 1, correct: false },
  ]);
  const focus = await seed.request('POST', 'rpc/set_focus', {
    p_tables: [3, 4],
    p_division: true,
    p_student: mia,
  });
  expect(focus.status).toBeLessThan(300);
  return mia;
}

async function storedSheets(seed: RestSeed) {
  const res = await seed.request(
    'GET',
    'practice_sheets?select=id,student_profile_id,week,facts,forms&order=created_at',
  );
  return res.body as { id: string; student_profile_id: string; week: string; facts: string; forms: string }[];
}

test("a parent prints Mia's sheet, its key matches, and marking it moves her fact grid", async ({
  page,
  baseURL,
}) => {
  const seed = await signUpSeeded(page, baseURL!, 'Pat Parent');
  await seedMia(seed);
  await page.goto(dashboardTabPath('worksheets'));
  const card = page.getByRole('region', { name: "This week's sheet" });
  await expect(card).toBeVisible();
  for (const vp of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(vp);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/worksheets-${vp.width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  const started = Date.now();
  const pdf = await downloaded(page, () => card.getByRole('button', { name: "Print Mia's sheet" }).click());
  console.log(`one child's sheet: ${Date.now() - started} ms from tap to download, ${pdf.length} bytes`);
  expect(pdf.length).toBeLessThan(2_000_000);
  const pages = await pdfPageTexts(pdf);
  expect(pages).toHaveLength(2);
  const sheet = pages[0]!.join(' ');
  expect(sheet).toContain('Name: Mia');
  expect(sheet).toContain('Practises: ×3 and ×4, with ÷');
  const [stored] = await storedSheets(seed);
  const facts = stored!.facts.split(',').map(parse);
  const forms = stored!.forms.split(',');
  expect(facts).toHaveLength(24);
  // Her focus leads: the first half of the sheet's main part is ×3 and ×4 (3 × 4, missed, first).
  expect(facts[0]).toEqual({ op: 'mul', a: 3, b: 4 });
  for (const f of facts.slice(0, 7)) expect([f.a, f.b].some((n) => n === 3 || n === 4)).toBe(true);
  // Every printed item shows its numbers on page 1, and the key (page 2) has each solved line.
  const key = pages[1]!.join(' ');
  expect(key).toContain('ANSWER KEY');
  facts.forEach((f, i) => {
    expect(key, `item ${i + 1}`).toContain(`${i + 1}.`);
    expect(pages[1], `item ${i + 1}`).toContain(`${written(f)} = ${answerOf(f)}`);
  });
  // The key's code opens the marking page: its address (printed under the code) has no token.
  const url = key.match(/https?:\/\/\S+\?mark=[0-9a-f-]{36}/)?.[0];
  expect(url).toBe(new URL(markSheetPath(stored!.id), baseURL).href);
  await pictures(pdf, 'sheet-en');

  // Before: 3 × 4 is being learned; the first mul item after it that is new.
  await page.goto(paths.performance);
  const mulGrid = page.getByRole('table', { name: "Mia Santos's multiplication facts" });
  await expect(mulGrid.getByRole('button', { name: /^3 × 4: Learning/ })).toBeVisible();
  const wrongItem = facts.findIndex((f, i) => i > 0 && i < 7 && f.op === 'mul');
  expect(wrongItem).toBeGreaterThan(0);
  const wrongFact = facts[wrongItem]!;
  await expect(
    mulGrid.getByRole('button', { name: new RegExp(`^${written(wrongFact)}: New`) }),
  ).toBeVisible();

  // Marking: 3 right (two taps, one typed answer) and 1 wrong.
  await page.goto(url!);
  const grid = page.getByRole('region', { name: /Mark Mia Santos's sheet/ });
  await expect(grid).toBeVisible();
  const right = [0, 1, 2, 3, 4, 5, 6].filter((i) => i !== wrongItem).slice(0, 3);
  await grid.getByRole('button', { name: `${right[0]! + 1} right`, exact: true }).click();
  await grid.getByRole('button', { name: `${right[1]! + 1} right`, exact: true }).click();
  const typed = right[2]!;
  await grid
    .getByLabel(`Answer ${typed + 1}`, { exact: true })
    .fill(String(written_answer(facts[typed]!, forms[typed]!)));
  await expect(grid.getByRole('button', { name: `${typed + 1} right`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await grid.getByRole('button', { name: `${wrongItem + 1} wrong`, exact: true }).click();
  await page.screenshot({ path: `${SHOTS}/marking-1280.png`, fullPage: true });
  await grid.getByRole('button', { name: 'Save marks' }).click();
  await expect(page.getByText('Marks saved: 3 right, 1 to practise.')).toBeVisible();
  await expect(grid.getByText('Saved ✓')).toHaveCount(3);
  await expect(grid.getByText('Saved ✗')).toHaveCount(1);
  const paper = await seed.request('GET', 'fact_attempts?select=sheet_item,correct,ms&source=eq.paper');
  expect(paper.body).toHaveLength(4);

  // Marked again after a reload: the saved marks stay as they were, nothing counts twice.
  await page.reload();
  await expect(
    page.getByRole('region', { name: /Mark Mia Santos's sheet/ }).getByText('Saved ✓'),
  ).toHaveCount(3);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/marking-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  // After: 3 × 4 right on paper is Placed (paper never makes Fluent), the wrong one is Learning.
  await page.goto(paths.performance);
  await expect(mulGrid.getByRole('button', { name: /^3 × 4: Placed/ })).toBeVisible();
  await expect(
    mulGrid.getByRole('button', { name: new RegExp(`^${written(wrongFact)}: Learning`) }),
  ).toBeVisible();
});

test.describe('in Portuguese', () => {
  test.use({ locale: 'pt-BR' });
  test('a parent prints the sheet and its key in pt-BR', async ({ page, baseURL }) => {
    const seed = await signUpSeeded(page, baseURL!, 'Pat Parent');
    await seedMia(seed);
    await page.goto(dashboardTabPath('worksheets'));
    const pdf = await downloaded(page, () =>
      page.getByRole('button', { name: 'Imprimir a folha de Mia' }).click(),
    );
    const pages = await pdfPageTexts(pdf);
    expect(pages).toHaveLength(2);
    expect(pages[0]!.join(' ')).toContain('Nome: Mia');
    expect(pages[0]!.join(' ')).toContain('Pratica: ×3 e ×4, com ÷');
    expect(pages[1]!.join(' ')).toContain('GABARITO');
    await pictures(pdf, 'sheet-pt-BR');
  });
});

test('a teacher prints the class pack of 25 and marks a sheet picked from the list', async ({
  page,
  baseURL,
}) => {
  const seed = await signUpSeeded(page, baseURL!, 'Ms Rivera');
  await seed.setPlan('teachers');
  const names = Array.from({ length: 25 }, (_, i) => `Kid${String.fromCharCode(65 + i)} Lima`);
  const made = await seed.request('POST', 'rpc/add_students', {
    p_students: names.map((name) => ({ name })),
  });
  expect(made.status).toBeLessThan(300);
  const focus = await seed.request('POST', 'rpc/set_focus', { p_tables: [7], p_division: false });
  expect(focus.status).toBeLessThan(300);
  await page.goto(paths.performance);
  await expect(page.getByText('Your class at a glance')).toBeVisible();
  const started = Date.now();
  const pdf = await downloaded(page, () =>
    page.getByRole('button', { name: 'Print the class pack' }).click(),
  );
  console.log(`class pack of 25: ${Date.now() - started} ms from tap to download, ${pdf.length} bytes`);
  expect(pdf.length).toBeLessThan(2_000_000);
  const pages = await pdfPageTexts(pdf);
  expect(pages).toHaveLength(50);
  const sheetNames = pages.slice(0, 25).map((p) => p.find((x) => x.startsWith('Name: ')));
  expect(sheetNames.sort()).toEqual(names.map((n) => `Name: ${n.split(' ')[0]}`).sort());
  for (const p of pages.slice(0, 25)) expect(p).toContain('Practises: ×7');
  for (const p of pages.slice(25)) expect(p.join(' ')).toContain('ANSWER KEY');
  const sheets = await storedSheets(seed);
  expect(sheets).toHaveLength(25);
  // The class focus leads every child's sheet.
  for (const s of sheets) expect(s.facts.split(',')[0]).toMatch(/^mul:(7:\d+|\d+:7)$/);
  await pictures(pdf.slice(), 'class-pack');

  // Marking without the code: pick the child, then their sheet.
  await page.goto(markSheetPath());
  await page.getByLabel('Student').selectOption({ label: 'KidB Lima' });
  await page.getByRole('button', { name: /^Week \d+ sheet/ }).click();
  const grid = page.getByRole('region', { name: /Mark KidB Lima's sheet/ });
  await expect(grid).toBeVisible();
  await grid.getByRole('button', { name: '1 right', exact: true }).click();
  await grid.getByRole('button', { name: 'Save marks' }).click();
  await expect(grid.getByText('Saved ✓')).toHaveCount(1);
});
