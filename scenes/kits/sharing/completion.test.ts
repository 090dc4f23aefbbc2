import { describe, expect, it } from 'vitest';
import { changedLines, completion, refused, STARS, shareFact } from './completion';

describe('a finished sharing level', () => {
  it('models total ÷ divisor as the fact (a·b) ÷ b with a the quotient', () => {
    expect(shareFact(12, 4)).toEqual({ op: 'div', a: 3, b: 4 });
    expect(shareFact(35, 7)).toEqual({ op: 'div', a: 5, b: 7 });
  });

  it('by hand: complete sound, the message, 3 stars not assisted, then the fact answered right, timed', () => {
    expect(STARS).toEqual({ alone: 3, assisted: 1 });
    const effects = completion('Fair share!', shareFact(12, 4), {
      assisted: false,
      shownAt: 1000,
      now: 9400,
    });
    expect(effects).toEqual([
      { sound: 'complete' },
      { say: 'Fair share!' },
      { result: { isCorrect: true, stars: 3, assisted: false } },
      { fact: { fact: { op: 'div', a: 3, b: 4 }, answer: 3, correct: true, ms: 8400 } },
    ]);
  });

  it('assisted: 1 star, assisted, and no fact attempt', () => {
    const effects = completion('Teams ready!', shareFact(18, 6), { assisted: true, shownAt: 0, now: 500 });
    expect(effects).toEqual([
      { sound: 'complete' },
      { say: 'Teams ready!' },
      { result: { isCorrect: true, stars: 1, assisted: true } },
    ]);
  });
});

describe('changed lines and refusals', () => {
  it('says only the non-empty lines that changed, in order', () => {
    expect(changedLines(['a', 'b', ''], ['a', 'c', 'd'])).toEqual([{ say: 'c' }, { say: 'd' }]);
    expect(changedLines(['a', 'x'], ['a', ''])).toEqual([]);
  });

  it('a refused press keeps the very same state and plays the gentle no', () => {
    const state = { n: 1 };
    const step = refused(state);
    expect(step.state).toBe(state);
    expect(step.effects).toEqual([{ sound: 'wrong' }]);
  });
});
