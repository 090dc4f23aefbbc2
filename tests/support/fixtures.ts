import { test as base, expect } from '@playwright/test';

/** A spoken utterance captured by the speechSynthesis stub. */
export interface SpokenUtterance {
  text: string;
  lang: string;
  rate: number;
  pitch: number;
}

/**
 * Test fixture: fails the test on any console error or uncaught page error, and replaces
 * speechSynthesis (which has no voices headless) with a recorder at `window.__spoken`.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() !== 'error') return;
        // A failed load names its resource only in its location: keep it, so a failure says which.
        const url = m.location().url;
        errors.push(
          m.text().startsWith('Failed to load resource') && url ? `${m.text()} (${url})` : m.text(),
        );
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await page.addInitScript(() => {
        const spoken: unknown[] = [];
        Object.defineProperty(window, '__spoken', { value: spoken });
        const synth = {
          speaking: false,
          pending: false,
          paused: false,
          speak(u: SpeechSynthesisUtterance) {
            spoken.push({ text: u.text, lang: u.lang, rate: u.rate, pitch: u.pitch });
            setTimeout(() => u.onend?.(new Event('end') as SpeechSynthesisEvent), 10);
          },
          cancel() {},
          pause() {},
          resume() {},
          getVoices: () => [],
          addEventListener() {},
          removeEventListener() {},
        };
        Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
