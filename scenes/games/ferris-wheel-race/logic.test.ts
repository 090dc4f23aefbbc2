import { describe, expect, it } from 'vitest';
import { challenges, SPIN_MS, texts } from './data';
import { initFerris, isFinished, reduceFerris } from './logic';

describe('ferris wheel race logic', () => {
  it('has the spec challenges 6×3=18 and 4×5=20 with both orderings', () => {
    expect(challenges.map((c) => [c.calculation1, c.calculation2, c.answer])).toEqual([
      ['6 × 3', '3 × 6', 18],
      ['4 × 5', '5 × 4', 20],
    ]);
  });

  it('spin → spinning with a 3 s spinEnded effect', () => {
    const { state, effects } = reduceFerris(initFerris(), { type: 'spin' });
    expect(state.phase).toBe('spinning');
    expect(SPIN_MS).toBe(3000);
    expect(effects).toEqual([{ after: 3000, action: { type: 'spinEnded' } }]);
  });

  it('refuses a second spin while spinning and Next before the reveal', () => {
    const spinning = reduceFerris(initFerris(), { type: 'spin' }).state;
    expect(reduceFerris(spinning, { type: 'spin' })).toEqual({ state: spinning, effects: [] });
    expect(reduceFerris(spinning, { type: 'next' }).state).toBe(spinning);
    expect(reduceFerris(initFerris(), { type: 'next' }).state).toEqual(initFerris());
  });

  it('spinEnded reveals; a stray spinEnded is ignored', () => {
    const ready = initFerris();
    expect(reduceFerris(ready, { type: 'spinEnded' }).state).toBe(ready);
    const spinning = reduceFerris(ready, { type: 'spin' }).state;
    const revealed = reduceFerris(spinning, { type: 'spinEnded' }).state;
    expect(revealed.phase).toBe('revealed');
    expect(texts.reveal(challenges[0])).toBe('6 × 3 = 18 and 3 × 6 = 18');
    expect(isFinished(revealed)).toBe(false);
  });

  it('Next Challenge returns to not spun; the last reveal is the end', () => {
    let s = initFerris();
    s = reduceFerris(s, { type: 'spin' }).state;
    s = reduceFerris(s, { type: 'spinEnded' }).state;
    s = reduceFerris(s, { type: 'next' }).state;
    expect(s).toEqual({ challenge: 1, phase: 'ready' });
    s = reduceFerris(s, { type: 'spin' }).state;
    s = reduceFerris(s, { type: 'spinEnded' }).state;
    expect(isFinished(s)).toBe(true);
    expect(reduceFerris(s, { type: 'next' }).state).toBe(s);
    expect(texts.done).toBe('Congratulations! You mastered the commutative property!');
    expect(reduceFerris(s, { type: 'restart' }).state).toEqual(initFerris());
  });
});
