import type { Locale } from '@/i18n/locales';
import { numberToWords } from './numberWords';
import { numberToWordsPt } from './numberWordsPt';

// The rules of the parental gate, pure so they are tested without a browser. A grown-up reads a
// number written in words and types its digits: easy for an adult, hard for a 6–10-year-old, and no
// times-table sum (the children are learning those).

/** How long a passed gate stays open (per tab). */
export const GATE_PASS_MS = 5 * 60_000;

/** How long a wrong answer locks the gate. */
export const COOLDOWN_MS = 30_000;

/** One question of the gate: the number to type and how it is written. */
export interface GateChallenge {
  target: number;
  words: string;
}

/** The outcome of one answer: passed until a time, or locked until a time. */
export type GateAnswer = { ok: true; passedUntil: number } | { ok: false; lockedUntil: number };

/**
 * A fresh question: a number from 100 to 999 (`random` returns 0 ≤ x < 1, like Math.random), written
 * in the words of the language on screen.
 */
export function newChallenge(locale: Locale, random: () => number = Math.random): GateChallenge {
  const target = 100 + Math.floor(random() * 900);
  return { target, words: locale === 'pt-BR' ? numberToWordsPt(target) : numberToWords(target) };
}

/** The typed answer as a number (spaces ignored), or null when it is not all digits. */
export function parseAnswer(typed: string): number | null {
  const digits = typed.replace(/\s+/g, '');
  return /^\d{1,4}$/.test(digits) ? Number(digits) : null;
}

/** Checks an answer at time `now`: right passes the gate for GATE_PASS_MS, wrong locks it for COOLDOWN_MS. */
export function answerGate(challenge: GateChallenge, typed: string, now: number): GateAnswer {
  return parseAnswer(typed) === challenge.target
    ? { ok: true, passedUntil: now + GATE_PASS_MS }
    : { ok: false, lockedUntil: now + COOLDOWN_MS };
}

/** Whole seconds of cooldown left at `now` (0 when not locked), for the visible countdown. */
export function cooldownLeft(now: number, lockedUntil: number | null): number {
  if (lockedUntil === null || now >= lockedUntil) return 0;
  return Math.ceil((lockedUntil - now) / 1000);
}
