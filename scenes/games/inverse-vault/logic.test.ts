import { describe, expect, it } from 'vitest';
import { CORRECT_MS, INVERSE_CHALLENGES, INVERSE_OPTIONS, WRONG_MS } from './data';
import { initInverse, inverseReducer, wrongSaid } from './logic';
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

describe('inverse vault', () => {
  it('a correct answer opens the vault and advances after 3 s', () => {
    const step = inverseReducer(initInverse(), { type: 'choose', value: 5 });
    expect(step.state.phase).toBe('open');
    expect(step.state.opened).toBe(1);
    expect(step.effects).toEqual([{ after: 3000, action: { type: 'advance' } }]);
    const next = inverseReducer(step.state, step.effects[0].action).state;
    expect(next).toMatchObject({ index: 1, phase: 'choosing', selected: null, opened: 1 });
    expect(inverseTexts.opened(INVERSE_CHALLENGES[0])).toBe('Vault open! 20 ÷ 4 = 5');
  });

  it('a wrong answer resets after 1.5 s without opening', () => {
    const step = inverseReducer(initInverse(), { type: 'choose', value: 4 });
    expect(step.state).toMatchObject({ phase: 'wrong', selected: 4, opened: 0 });
    expect(step.effects).toEqual([{ after: 1500, action: { type: 'clearWrong' } }]);
    expect(inverseReducer(step.state, step.effects[0].action).state).toEqual(initInverse());
  });

  it('a wrong answer is said to screen readers while it shows ("20 ÷ 4 is not 4")', () => {
    const step = inverseReducer(initInverse(), { type: 'choose', value: 4 });
    expect(wrongSaid(step.state)).toBe('20 ÷ 4 is not 4');
    expect(wrongSaid(initInverse())).toBeNull();
    expect(wrongSaid(inverseReducer(initInverse(), { type: 'choose', value: 5 }).state)).toBeNull();
  });

  it('blocks selection while an answer is being evaluated', () => {
    const wrong = inverseReducer(initInverse(), { type: 'choose', value: 4 }).state;
    expect(inverseReducer(wrong, { type: 'choose', value: 5 }).state).toBe(wrong);
    const open = inverseReducer(initInverse(), { type: 'choose', value: 5 }).state;
    expect(inverseReducer(open, { type: 'choose', value: 5 }).state).toBe(open);
    expect(inverseReducer(open, { type: 'clearWrong' }).state).toBe(open);
    expect(inverseReducer(wrong, { type: 'advance' }).state).toBe(wrong);
  });

  it('ends with "Master of Inverses!" after the third vault, and Explore Again resets', () => {
    let s = initInverse();
    for (const c of INVERSE_CHALLENGES) {
      const step = inverseReducer(s, { type: 'choose', value: c.divisionAnswer });
      s = inverseReducer(step.state, step.effects[0].action).state;
    }
    expect(s).toMatchObject({ phase: 'finished', opened: 3 });
    expect(inverseReducer(s, { type: 'choose', value: 8 }).state).toBe(s);
    expect(inverseTexts.done).toBe('Master of Inverses!');
    expect(inverseTexts.progress(3, 3)).toBe('3 of 3 vaults opened');
    expect(inverseReducer(s, { type: 'exploreAgain' }).state).toEqual(initInverse());
  });
});
