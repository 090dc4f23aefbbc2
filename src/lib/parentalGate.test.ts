import { describe, expect, it } from 'vitest';
import { gatePassed } from '@/state/gatePass';
import {
  answerGate,
  COOLDOWN_MS,
  cooldownLeft,
  GATE_PASS_MS,
  newChallenge,
  parseAnswer,
} from './parentalGate';

describe('parental gate', () => {
  it('asks for a number from 100 to 999, written in words', () => {
    expect(newChallenge('en', () => 0)).toEqual({ target: 100, words: 'one hundred' });
    expect(newChallenge('en', () => 0.999999).target).toBe(999);
    const { target, words } = newChallenge('en', () => 0.41);
    expect(target).toBeGreaterThanOrEqual(100);
    expect(words).toMatch(/hundred/);
  });

  it('writes the number in Portuguese words on a Portuguese screen', () => {
    expect(newChallenge('pt-BR', () => 0)).toEqual({ target: 100, words: 'cem' });
    expect(newChallenge('pt-BR', () => 0.999999)).toEqual({
      target: 999,
      words: 'novecentos e noventa e nove',
    });
    // 100 + floor(0.41 × 900) = 469
    expect(newChallenge('pt-BR', () => 0.41)).toEqual({
      target: 469,
      words: 'quatrocentos e sessenta e nove',
    });
  });

  it('reads the typed digits, ignoring spaces but nothing else', () => {
    expect(parseAnswer(' 472 ')).toBe(472);
    expect(parseAnswer('4 7 2')).toBe(472);
    expect(parseAnswer('47a')).toBeNull();
    expect(parseAnswer('')).toBeNull();
    expect(parseAnswer('4.7')).toBeNull();
  });

  it('passes a right answer for a few minutes', () => {
    const now = 1_000_000;
    const result = answerGate({ target: 472, words: '' }, '472', now);
    expect(result).toEqual({ ok: true, passedUntil: now + GATE_PASS_MS });
    expect(GATE_PASS_MS).toBe(5 * 60_000);
    expect(gatePassed(now + GATE_PASS_MS - 1, result.ok ? result.passedUntil : 0)).toBe(true);
    expect(gatePassed(now + GATE_PASS_MS, result.ok ? result.passedUntil : 0)).toBe(false);
    expect(gatePassed(now, null)).toBe(false);
  });

  it('meets a wrong answer with a cooldown', () => {
    const now = 5_000;
    expect(answerGate({ target: 472, words: '' }, '427', now)).toEqual({
      ok: false,
      lockedUntil: now + COOLDOWN_MS,
    });
    expect(answerGate({ target: 472, words: '' }, 'abc', now).ok).toBe(false);
    expect(COOLDOWN_MS).toBe(30_000);
  });

  it('counts the cooldown down in whole seconds', () => {
    expect(cooldownLeft(0, 30_000)).toBe(30);
    expect(cooldownLeft(29_001, 30_000)).toBe(1);
    expect(cooldownLeft(30_000, 30_000)).toBe(0);
    expect(cooldownLeft(40_000, 30_000)).toBe(0);
    expect(cooldownLeft(0, null)).toBe(0);
  });
});
