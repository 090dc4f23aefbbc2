import { optionsOf } from '@scenes/kits/castle/itemsLogic';
import { itemsTranscript } from '@scenes/kits/castle/itemsTranscript';
import { neighbourRoute } from '@scenes/manifests';
import { describe, expect, it } from 'vitest';
import { init, reducer, towersGame } from './logic';

const mul = (a: number, b: number) => ({ op: 'mul', a, b });

describe('castle-towers', () => {
  it('has the spec towers (height × width 4×3, 5×2, 6×2, 3×4)', () => {
    expect(towersGame.items.map((t) => [t.a, t.b])).toEqual([
      [4, 3],
      [5, 2],
      [6, 2],
      [3, 4],
    ]);
  });

  it('offers the product and wrong options 2 away', () => {
    expect(towersGame.items.map((t, i) => optionsOf(t, i, towersGame.spread))).toEqual([
      [10, 12, 14],
      [10, 12, 8],
      [14, 10, 12],
      [10, 12, 14],
    ]);
  });

  it('a wrong key then the right one per tower: timed attempts, words, the card and 5 stars', () => {
    expect(itemsTranscript({ init, reducer }, [14, 12, 8, 10, 14, 12, 10, 12])).toEqual([
      [
        { fact: { fact: mul(4, 3), answer: 14, correct: false, ms: 1000 } },
        { sound: 'tap' },
        { announce: '4 × 3 is not 14' },
        { say: 'Try again' },
      ],
      [
        { fact: { fact: mul(4, 3), answer: 12, correct: true, ms: 2000 } },
        { sound: 'correct' },
        { say: 'Tower 1 built! 4 × 3 = 12' },
        { say: 'Tower 2: 5 × 2 = ?', prompt: true },
      ],
      [
        { fact: { fact: mul(5, 2), answer: 8, correct: false, ms: 1000 } },
        { sound: 'tap' },
        { announce: '5 × 2 is not 8' },
        { say: 'Try again' },
      ],
      [
        { fact: { fact: mul(5, 2), answer: 10, correct: true, ms: 2000 } },
        { sound: 'correct' },
        { say: 'Tower 2 built! 5 × 2 = 10' },
        { say: 'Tower 3: 6 × 2 = ?', prompt: true },
      ],
      [
        { fact: { fact: mul(6, 2), answer: 14, correct: false, ms: 1000 } },
        { sound: 'tap' },
        { announce: '6 × 2 is not 14' },
        { say: 'Try again' },
      ],
      [
        { fact: { fact: mul(6, 2), answer: 12, correct: true, ms: 2000 } },
        { sound: 'correct' },
        { say: 'Tower 3 built! 6 × 2 = 12' },
        { say: 'Tower 4: 3 × 4 = ?', prompt: true },
      ],
      [
        { fact: { fact: mul(3, 4), answer: 10, correct: false, ms: 1000 } },
        { sound: 'tap' },
        { announce: '3 × 4 is not 10' },
        { say: 'Try again' },
      ],
      [
        { fact: { fact: mul(3, 4), answer: 12, correct: true, ms: 2000 } },
        { sound: 'correct' },
        { say: 'Tower 4 built! 3 × 4 = 12' },
        { after: 1200, action: { type: 'showCard' }, wall: true },
      ],
      [
        { sound: 'complete' },
        { say: 'Towers built!' },
        { say: 'All 4 towers stand tall. Next up: the castle walls!' },
        { result: { isCorrect: true, stars: 5 } },
        { say: 'Tap New challenge for new numbers!' },
      ],
    ]);
  });

  it('opens on Tower 1 at the engine clock; Next Game leads to Castle Walls (the manifest)', () => {
    expect(neighbourRoute('castle-towers', 'next')).toBe('castle-walls');
    expect(init(7)).toEqual({
      built: [false, false, false, false],
      current: 0,
      phase: 'playing',
      shownAt: 7,
    });
  });
});
