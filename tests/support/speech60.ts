import type { Page } from '@playwright/test';
import { spokenText } from '../../scenes/engine/narration/phrase';

/**
 * A speech recorder that speaks like a voice (issue 38): about 60 ms a character, one line at a
 * time, `cancel()` cuts the line speaking. It records what was started and what was heard whole,
 * and every line the frame's live region announced (with `said` when the narrator was to speak it).
 * Installed after the fixture's stub, so it replaces it.
 */
export async function installSlowSpeech(page: Page, msPerChar = 60): Promise<void> {
  await page.addInitScript((perChar: number) => {
    type U = SpeechSynthesisUtterance;
    const w = window as unknown as Record<string, unknown>;
    const started: string[] = [];
    const heard: { text: string; whole: boolean }[] = [];
    const announced: { text: string; said: boolean }[] = [];
    w.__started = started;
    w.__heard = heard;
    w.__announced = announced;
    let current: U | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const queue: U[] = [];
    const start = (u: U) => {
      current = u;
      timer = setTimeout(() => {
        heard.push({ text: u.text, whole: true });
        current = null;
        u.onend?.(new Event('end') as SpeechSynthesisEvent);
        const next = queue.shift();
        if (next) start(next);
      }, perChar * u.text.length);
    };
    const synth = {
      get speaking() {
        return current !== null;
      },
      get pending() {
        return queue.length > 0;
      },
      paused: false,
      speak(u: U) {
        started.push(u.text);
        if (current) queue.push(u);
        else start(u);
      },
      cancel() {
        queue.length = 0;
        if (!current) return;
        if (timer) clearTimeout(timer);
        const u = current;
        current = null;
        heard.push({ text: u.text, whole: false });
        u.onerror?.({ error: 'interrupted' } as SpeechSynthesisErrorEvent);
      },
      pause() {},
      resume() {},
      getVoices: () => [],
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (
            n instanceof HTMLElement &&
            n.tagName === 'P' &&
            n.parentElement?.dataset.testid === 'announcer'
          )
            announced.push({ text: n.textContent ?? '', said: n.hasAttribute('data-said') });
    }).observe(document, { childList: true, subtree: true });
  }, msPerChar);
}

/** What the recorder saw so far. */
export function speechLog(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as {
      __started: string[];
      __heard: { text: string; whole: boolean }[];
      __announced: { text: string; said: boolean }[];
      speechSynthesis: { speaking: boolean; pending: boolean };
    };
    return {
      started: [...w.__started],
      heard: [...w.__heard],
      announced: [...w.__announced],
      busy: w.speechSynthesis.speaking || w.speechSynthesis.pending,
    };
  });
}

/** The words a shown line is spoken with (the narrator's own phrase rules). */
export function spoken(line: string): string {
  return spokenText(line, 'en');
}

/**
 * Waits until the recorder is quiet (nothing speaking or waiting) for `quietMs`, at most `maxMs`.
 */
export async function untilQuiet(page: Page, quietMs = 700, maxMs = 20_000): Promise<void> {
  const end = Date.now() + maxMs;
  let quietSince = Date.now();
  while (Date.now() < end) {
    const { busy } = await speechLog(page);
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(100);
  }
}

/**
 * The count for one screen: lines announced to be said, how many of them were spoken (started),
 * and the feedback (non-prompt) lines that were cut before their end.
 */
export async function sayCount(page: Page) {
  const log = await speechLog(page);
  const said = log.announced.filter((a) => a.said).map((a) => spoken(a.text));
  const pool = [...log.started];
  const missing: string[] = [];
  for (const line of said) {
    const i = pool.indexOf(line);
    if (i < 0) missing.push(line);
    else pool.splice(i, 1);
  }
  return { shown: said.length, spokenCount: said.length - missing.length, missing, heard: log.heard };
}
