import { describe, expect, it } from 'vitest';
import { seededRng } from './random';
import { playDays, type SimChild } from './simulate';
import { emptyModel, stateFromLog } from './state';
import { factsThatGrew, sessionSummary, streakDays, streakText } from './summary';
import type { FactAttempt } from './types';

const ctx = { grade: '3', tzOffsetMinutes: 0 };

/** Answers to 7 × 8 at the given ISO times, quick and right. */
const sevenEights = (times: string[]): FactAttempt[] =>
  times.map((at, i) => ({
    clientId: `c${i}`,
    studentId: null,
    fact: { op: 'mul', a: 7, b: 8 },
    answer: 56,
    correct: true,
    ms: 1400,
    assisted: false,
    source: 'practice',
    at,
  }));

describe('session summary', () => {
  it('says which facts grew, in words', () => {
    const before = stateFromLog(sevenEights(['2026-01-05T17:00:00Z', '2026-01-05T17:00:10Z']), ctx);
    const after = stateFromLog(
      sevenEights(['2026-01-05T17:00:00Z', '2026-01-05T17:00:10Z', '2026-01-05T17:00:20Z']),
      ctx,
    );
    expect(factsThatGrew(before, after).map((g) => g.text)).toEqual(['7 × 8 is now quick!']);
    expect(factsThatGrew(after, after)).toEqual([]);
  });

  it('names a fact remembered on a new day, and facts met for the first time', () => {
    const child: SimChild = () => ({ correct: true, ms: 1300 });
    const dayOne = playDays(emptyModel(ctx), 1, child, seededRng(1), 20_000);
    const dayTwo = playDays(dayOne.model, 1, child, seededRng(2), 20_001);
    const lines = factsThatGrew(dayOne.model, dayTwo.model).map((g) => g.text);
    expect(lines).toContain('You still know 2 × 2 on a new day!');
    expect(lines.filter((l) => l.endsWith('is now quick!'))).toHaveLength(2);
    expect(factsThatGrew(emptyModel(ctx), dayOne.model).map((g) => g.text)).toEqual([
      '2 × 2 is now quick!',
      '2 × 10 is now quick!',
    ]);
  });

  it('counts the streak of consecutive local days, kept alive until today ends', () => {
    const days = ['2026-01-03T12:00:00Z', '2026-01-04T12:00:00Z', '2026-01-05T12:00:00Z'];
    const jan5 = Date.UTC(2026, 0, 5) / 86_400_000;
    expect(streakDays(days, jan5, 0)).toBe(3);
    expect(streakDays(days, jan5 + 1, 0)).toBe(3);
    expect(streakDays(days, jan5 + 2, 0)).toBe(0);
    expect(streakDays(['2026-01-01T12:00:00Z', ...days], jan5, 0)).toBe(3);
  });

  it('reads the streak in the given time zone', () => {
    // 02:00 UTC on the 5th is still the 4th in UTC−3: both answers fall on one local day.
    const dates = ['2026-01-04T15:00:00Z', '2026-01-05T02:00:00Z'];
    const jan5 = Date.UTC(2026, 0, 5) / 86_400_000;
    expect(streakDays(dates, jan5, 0)).toBe(2);
    expect(streakDays(dates, jan5 - 1, -180)).toBe(1);
  });

  it('puts the streak in words', () => {
    expect([streakText(0), streakText(1), streakText(4)]).toEqual([
      'Practise today to start a streak!',
      '1 day of practice!',
      '4 days in a row!',
    ]);
  });

  it('brings lines and streak together', () => {
    const before = emptyModel(ctx);
    const after = stateFromLog(sevenEights(['2026-01-05T17:00:00Z']), ctx);
    const jan5 = Date.UTC(2026, 0, 5) / 86_400_000;
    expect(sessionSummary(before, after, ['2026-01-05T17:00:00Z'], jan5)).toEqual({
      lines: ['You met 7 × 8!'],
      streak: 1,
      streakText: '1 day of practice!',
    });
  });
});
