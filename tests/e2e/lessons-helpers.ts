import { i18n } from '@lingui/core';
import type { Page } from '@playwright/test';
import { getLesson } from '../../src/content/lessons';
import { expect } from '../support/fixtures';

// A lesson's texts are catalogue messages read through Lingui when shown: here, as in the en-US
// browser contexts, their English source texts (tests/support/linguiMacroRuntime.ts).
if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

/** The lesson config a test plays (the same data the app renders). */
export function lessonConfig(id: string) {
  const config = getLesson(id);
  if (!config) throw new Error(`No lesson ${id}`);
  return config;
}

/** The live region where the lesson announces feedback. */
export function liveRegion(page: Page) {
  return page.getByRole('status').filter({ hasText: /./ }).last();
}

/** Waits for the lesson's Pixi options to be on the accessibility overlay. */
export async function waitForLesson(page: Page, id: string) {
  await expect(page).toHaveURL(new RegExp(`/app/lesson/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: lessonConfig(id).title })).toBeVisible();
  const first = lessonConfig(id).options[0];
  await expect(page.getByRole('button', { name: String(first), exact: true })).toBeAttached();
}

/** Taps an answer option (a Pixi button named by its value). */
export async function choose(page: Page, value: number | string) {
  await page.getByRole('button', { name: String(value), exact: true }).click();
}

/** Answers the open single-choice lesson with `value` and checks it; returns the announced feedback. */
export async function answer(page: Page, id: string, value: number | string) {
  await waitForLesson(page, id);
  await choose(page, value);
  await page.getByRole('button', { name: 'CHECK', exact: true }).click();
}
