import { optionsOf } from '@scenes/kits/castle/itemsLogic';
import { itemsTranscript } from '@scenes/kits/castle/itemsTranscript';
import { neighbourRoute } from '@scenes/manifests';
import { describe, expect, it } from 'vitest';
import { completeGame, init, reducer } from './logic';

const mul = (a: number, b: number) => ({ op: 'mul', a, b });

describe('castle-complete', () => {
  it('has the spec royal features', () => {
    expect(completeGame.items).toEqual([
      { name: 'Royal Flags', a: 3, b: 4 },
      { name: 'Guard Posts', a: 4, b: 2 },
      { name: 'Royal Gardens', a: 2, b: 6 },
      { name: 'Treasure Rooms', a: 5, b: 3 },
    ]);
  });

  it('offers the product and wrong options 2 away', () => {
    expect(completeGame.items.map((f, i) => optionsOf(f, i, completeGame.spread))).toEqual([
      [10, 12, 14],
      [8, 10, 6],
      [14, 10, 12],
      [13, 15, 17],
    ]);
  });

  it('two wrong keys, then the right ones: timed attempts, words, 0.8 s of finished castle, the card', () => {
    expect(itemsTranscript({ init, reducer }, [10, 14, 12, 8, 12, 15])).toEqual([
      [
        { fact: { fact: mul(3, 4), answer: 10, correct: false, ms: 1000 } },
        { sound: 'tap' },
        { announce: '3 × 4 is not 10' },
        { say: 'Try again' },
      ],
      [
        { fact: { fact: mul(3, 4), answer: 14, correct: false, ms: 2000 } },
        { sound: 'tap' },
        { announce: '3 × 4 is not 14' },
        { say: 'Try again' },
      ],
      [
        { fact: { fact: mul(3, 4), answer: 12, correct: true, ms: 3000 } },
        { sound: 'correct' },
        { say: 'Royal Flags built! 3 × 4 = 12' },
        { say: 'Guard Posts: 4 × 2 = ?', prompt: true },
      ],
      [
        { fact: { fact: mul(4, 2), answer: 8, correct: true, ms: 1000 } },
        { sound: 'correct' },
        { say: 'Guard Posts built! 4 × 2 = 8' },
        { say: 'Royal Gardens: 2 × 6 = ?', prompt: true },
      ],
      [
        { fact: { fact: mul(2, 6), answer: 12, correct: true, ms: 1000 } },
        { sound: 'correct' },
        { say: 'Royal Gardens built! 2 × 6 = 12' },
        { say: 'Treasure Rooms: 5 × 3 = ?', prompt: true },
      ],
      [
        { fact: { fact: mul(5, 3), answer: 15, correct: true, ms: 1000 } },
        { sound: 'correct' },
        { say: 'Treasure Rooms built! 5 × 3 = 15' },
        { after: 600, action: { type: 'showCard' }, wall: true },
      ],
      [
        { sound: 'complete' },
        { say: 'Castle complete!' },
        { say: 'Your royal castle is ready. The king and queen can move in!' },
        { result: { isCorrect: true, stars: 5 } },
        { say: 'Tap New challenge for new numbers!' },
      ],
    ]);
  });

  it('ends the series: no next game, so its card goes back to the games tab', () => {
    expect(neighbourRoute('castle-complete', 'next')).toBeNull();
  });
});
