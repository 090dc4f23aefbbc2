import { describe, expect, it } from 'vitest';
import { tryFromLog } from './factLog';
import { classify, type Try } from './rules';
import { emptyModel, stateFromLog, stateOf, withAttempt } from './state';
import type { FactAttempt } from './types';

const T = 3000;
const NOW = 20_000 * 86400 + 17 * 3600;

/**
 * Answers newest first (q quick on screen, s slow on screen, p right on paper, w wrong on paper),
 * 10 s apart. Paper answers are stored with ms 0: untimed.
 */
function tries(script: string): Try[] {
  return [...script].map((c, i) => ({
    correct: c !== 'w',
    ms: c === 's' ? 5000 : c === 'q' ? 1500 : 0,
    assisted: false,
    t: NOW - i * 10,
    ...(c === 'p' || c === 'w' ? { paper: true } : {}),
  }));
}

describe('paper answers (issue 37): accuracy only, never speed', () => {
  it('never makes a fact Fluent, however many are right (ms 0 is not quick)', () => {
    expect(classify(tries('ppppp'), 5, T, 0)).toBe('placed');
    expect(classify(tries('pppppppppp'), 10, T, 0)).not.toBe('fluent');
  });

  it('moves a new fact to Placed when right and to Learning when wrong', () => {
    expect(classify(tries('p'), 1, T, 0)).toBe('placed');
    expect(classify(tries('w'), 1, T, 0)).toBe('learning');
    expect(classify(tries('wp'), 2, T, 0)).toBe('learning');
  });

  it('leaves a Fluent fact Fluent when right, and counts a wrong one as a slip', () => {
    expect(classify(tries('pqqq'), 4, T, 0)).toBe('fluent');
    expect(classify(tries('ppqqq'), 5, T, 0)).toBe('fluent');
    expect(classify(tries('wqqqq'), 5, T, 0)).toBe('fluent');
    expect(classify(tries('wwqqq'), 5, T, 0)).toBe('learning');
  });

  it('lets a quick answer on screen after paper make the fact Fluent (Placed, then quick)', () => {
    expect(classify(tries('qp'), 2, T, 0)).toBe('fluent');
    expect(classify(tries('sp'), 2, T, 0)).toBe('placed');
    expect(classify(tries('qqqp'), 4, T, 0)).toBe('fluent');
  });

  it('is read from the log (fifth element 2) and from source paper the same way', () => {
    expect(tryFromLog([1, 0, 0, NOW, 2])).toEqual({
      correct: true,
      ms: 0,
      assisted: false,
      t: NOW,
      paper: true,
    });
    const attempt = (correct: boolean, i: number): FactAttempt => ({
      clientId: `c${i}`,
      studentId: 's',
      fact: { op: 'mul', a: 7, b: 8 },
      answer: correct ? 56 : -1,
      correct,
      ms: 0,
      assisted: false,
      source: 'paper',
      at: new Date((NOW + i) * 1000).toISOString(),
    });
    const log = [attempt(true, 1), attempt(true, 2), attempt(true, 3)];
    const ctx = { grade: 3, tzOffsetMinutes: 0 } as const;
    const folded = log.reduce(withAttempt, emptyModel(ctx));
    expect(stateOf(folded, { op: 'mul', a: 7, b: 8 })).toBe('placed');
    expect(stateOf(stateFromLog(log, ctx), { op: 'mul', a: 7, b: 8 })).toBe('placed');
  });
});
