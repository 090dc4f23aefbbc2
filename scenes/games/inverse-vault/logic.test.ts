import { describe, expect, it } from 'vitest';
import { CORRECT_MS, INVERSE_CHALLENGES, INVERSE_OPTIONS, WRONG_MS } from './data';
import { type InverseState, initInverse, inverseReducer } from './logic';
import { inverseTexts } from './texts';

describe('inverse data (spec §9)', () => {
  it('has 5×4=20, 7×6=42, 8×9=72 with options 2-10 and 12', () => {
    expect(INVERSE_CHALLENGES.map((c) => [c.multiplication, c.division, c.divisionAnswer])).toEqual([
      ['5 × 4 = 20', '20 ÷ 4 = ?', 5],
      ['7 × 6 = 42', '42 ÷ 6 = ?', 7],
      ['8 × 9 = 72', '72 ÷ 9 = ?', 8],
    ]);
    expect(INVERSE_OPTIONS).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 12]);
    for (const c of INVERSE_CHALLENGES) expect(INVERSE_OPTIONS).toContain(c.divisionAnswer);
    expect([CORRECT_MS, WRONG_MS]).toEqual([3000, 1500]);
  });
});

const choose = (s: InverseState, value: number, now = 0) => inverseReducer(s, { type: 'choose', value }, now);
const act = (s: InverseState, type: 'advance' | 'clearWrong' | 'exploreAgain', now = 0) =>
  inverseReducer(s, { type }, now);

describe('inverse vault', () => {
  it('a correct answer: a timed attempt at 20 ÷ 4, the correct sound, the opening said, advance after 3 s', () => {
    const step = choose(initInverse(500), 5, 2500);
    expect(step.state).toMatchObject({ phase: 'open', opened: 1 });
    expect(step.effects).toEqual([
      { fact: { fact: { op: 'div', a: 5, b: 4 }, answer: 5, correct: true, ms: 2000 } },
      { sound: 'correct' },
      { say: 'Vault open! 20 ÷ 4 = 5' },
      { say: '1 of 3 vaults opened' },
      { after: 3000, action: { type: 'advance' } },
    ]);
    const next = act(step.state, 'advance', 5500);
    expect(next.state).toMatchObject({
      index: 1,
      phase: 'choosing',
      selected: null,
      opened: 1,
      shownAt: 5500,
    });
    expect(next.effects).toEqual([
      { say: 'We know: 7 × 6 = 42', prompt: true },
      { say: INVERSE_CHALLENGES[1].division },
    ]);
    expect(inverseTexts.opened(INVERSE_CHALLENGES[0])).toBe('Vault open! 20 ÷ 4 = 5');
  });

  it('a wrong answer: attempt, wrong sound, "20 ÷ 4 is not 4", and it resets after 1.5 s without opening', () => {
    const step = choose(initInverse(0), 4, 1200);
    expect(step.state).toMatchObject({ phase: 'wrong', selected: 4, opened: 0 });
    expect(step.effects).toEqual([
      { fact: { fact: { op: 'div', a: 5, b: 4 }, answer: 4, correct: false, ms: 1200 } },
      { sound: 'wrong' },
      { announce: '20 ÷ 4 is not 4' },
      { say: 'Try again' },
      { after: 1500, action: { type: 'clearWrong' } },
    ]);
    expect(act(step.state, 'clearWrong', 2700)).toEqual({ state: initInverse(2700), effects: [] });
  });

  it('blocks selection while an answer is being evaluated', () => {
    const wrong = choose(initInverse(), 4).state;
    expect(choose(wrong, 5)).toEqual({ state: wrong, effects: [] });
    const open = choose(initInverse(), 5).state;
    expect(choose(open, 5).state).toBe(open);
    expect(act(open, 'clearWrong').state).toBe(open);
    expect(act(wrong, 'advance').state).toBe(wrong);
  });

  it('the third vault: complete sound, "Master of Inverses!", the result with 3 stars; Explore Again resets', () => {
    let s = initInverse();
    let last: ReturnType<typeof act> | null = null;
    for (const c of INVERSE_CHALLENGES) {
      last = act(choose(s, c.divisionAnswer).state, 'advance');
      s = last.state;
    }
    expect(s).toMatchObject({ phase: 'finished', opened: 3 });
    expect(last?.effects).toEqual([
      { sound: 'complete' },
      { say: 'Master of Inverses!' },
      { result: { isCorrect: true, stars: 3 } },
      { say: 'Tap New challenge for new numbers!' },
    ]);
    expect(choose(s, 8).state).toBe(s);
    expect(inverseTexts.done).toBe('Master of Inverses!');
    expect(inverseTexts.progress(3, 3)).toBe('3 of 3 vaults opened');
    const again = act(s, 'exploreAgain', 900);
    expect(again.state).toEqual(initInverse(900));
    expect(again.effects).toEqual([
      { say: 'We know: 5 × 4 = 20', prompt: true },
      { say: '20 ÷ 4 = ?' },
      { announce: '0 of 3 vaults opened' },
    ]);
    expect(inverseReducer(initInverse(), { type: 'open' }, 0).effects).toEqual(again.effects);
  });
});
