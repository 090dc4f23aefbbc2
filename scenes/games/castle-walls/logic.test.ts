import { optionsOf } from '@scenes/kits/castle/itemsLogic';
import { itemsTranscript } from '@scenes/kits/castle/itemsTranscript';
import { neighbourRoute } from '@scenes/manifests';
import { describe, expect, it } from 'vitest';
import { init, reducer, wallsGame } from './logic';

const mul = (a: number, b: number) => ({ op: 'mul', a, b });

describe('castle-walls', () => {
  it('has the spec walls (segments × stones: North 6×4, East 5×3, South 4×5, West 7×3)', () => {
    expect(wallsGame.items).toEqual([
      { name: 'North Wall', a: 6, b: 4 },
      { name: 'East Wall', a: 5, b: 3 },
      { name: 'South Wall', a: 4, b: 5 },
      { name: 'West Wall', a: 7, b: 3 },
    ]);
  });

  it('offers the product and wrong options 3 away', () => {
    expect(wallsGame.items.map((w, i) => optionsOf(w, i, wallsGame.spread))).toEqual([
      [21, 24, 27],
      [15, 18, 12],
      [23, 17, 20],
      [18, 21, 24],
    ]);
  });

  it('the right key per wall, the last after a wrong one: timed attempts, words, the card', () => {
    expect(itemsTranscript({ init, reducer }, [24, 15, 20, 24, 21], 500)).toEqual([
      [
        { fact: { fact: mul(6, 4), answer: 24, correct: true, ms: 500 } },
        { sound: 'correct' },
        { say: 'North Wall built! 6 × 4 = 24' },
        { say: 'East Wall: 5 × 3 = ?', prompt: true },
      ],
      [
        { fact: { fact: mul(5, 3), answer: 15, correct: true, ms: 500 } },
        { sound: 'correct' },
        { say: 'East Wall built! 5 × 3 = 15' },
        { say: 'South Wall: 4 × 5 = ?', prompt: true },
      ],
      [
        { fact: { fact: mul(4, 5), answer: 20, correct: true, ms: 500 } },
        { sound: 'correct' },
        { say: 'South Wall built! 4 × 5 = 20' },
        { say: 'West Wall: 7 × 3 = ?', prompt: true },
      ],
      [
        { fact: { fact: mul(7, 3), answer: 24, correct: false, ms: 500 } },
        { sound: 'tap' },
        { announce: '7 × 3 is not 24' },
        { say: 'Try again' },
      ],
      [
        { fact: { fact: mul(7, 3), answer: 21, correct: true, ms: 1000 } },
        { sound: 'correct' },
        { say: 'West Wall built! 7 × 3 = 21' },
        { after: 1200, action: { type: 'showCard' }, wall: true },
      ],
      [
        { sound: 'complete' },
        { say: 'Walls built!' },
        { say: 'All 4 walls are up. Next up: the royal features!' },
        { result: { isCorrect: true, stars: 5 } },
        { say: 'Tap New challenge for new numbers!' },
      ],
    ]);
  });

  it('Next Game leads to Castle Complete (the manifest)', () => {
    expect(neighbourRoute('castle-walls', 'next')).toBe('castle-complete');
  });
});
