import { describe, expect, it } from 'vitest';
import { askFor, GAME_SOURCE, progressAfter, reduceAsk, reportChallenge, startProgress } from './ask';

const fact = { op: 'mul' as const, a: 4, b: 3 };

describe('reduceAsk', () => {
  it('types digits, erases, and submits a timed game answer', () => {
    let ask = askFor(fact, 100);
    ask = reduceAsk(ask, { type: 'digit', digit: 0 }, 200).ask;
    expect(ask.typed).toBe('');
    ask = reduceAsk(ask, { type: 'digit', digit: 1 }, 200).ask;
    ask = reduceAsk(ask, { type: 'digit', digit: 3 }, 300).ask;
    ask = reduceAsk(ask, { type: 'delete' }, 300).ask;
    ask = reduceAsk(ask, { type: 'digit', digit: 2 }, 400).ask;
    const out = reduceAsk(ask, { type: 'enter' }, 1100);
    expect(out.answered?.correct).toBe(true);
    expect(out.answered?.effect.fact).toEqual({
      fact,
      answer: 12,
      correct: true,
      ms: 1000,
      source: GAME_SOURCE,
    });
  });

  it('Enter with nothing typed does nothing; a whole answer submits', () => {
    const ask = askFor(fact, 0);
    expect(reduceAsk(ask, { type: 'enter' }, 5).answered).toBeUndefined();
    expect(reduceAsk(ask, { type: 'answer', value: 7 }, 5).answered?.correct).toBe(false);
  });

  it('reports the facts asked and the level reached under the round seed', () => {
    const setup = {
      plan: { focus: [], targets: [], review: [] },
      level: 1,
      levels: 2,
      history: [],
      seed: 42,
    };
    let p = startProgress(setup);
    const ask = askFor(fact, 0);
    for (let i = 0; i < 3; i++) {
      const answered = reduceAsk(ask, { type: 'answer', value: 12 }, 500).answered;
      if (answered) p = progressAfter(p, fact, answered.effect);
    }
    expect(reportChallenge(p)).toEqual({ challenge: { round: 42, asked: ['mul:4:3'], level: 2 } });
  });
});
