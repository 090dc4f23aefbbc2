import { describe, expect, it } from 'vitest';
import { notAnswer, wrongAnswerSays } from './feedback';

describe('notAnswer', () => {
  it('says the question and the wrong value', () => {
    expect(notAnswer('7 × 8', 48)).toBe('7 × 8 is not 48');
    expect(notAnswer('20 ÷ 4', 4)).toBe('20 ÷ 4 is not 4');
  });
});

describe('wrongAnswerSays', () => {
  it('announces what the answer is not, then the narrator says "Try again"', () => {
    expect(wrongAnswerSays('7 × 8', 48)).toEqual([{ announce: '7 × 8 is not 48' }, { say: 'Try again' }]);
  });
});
