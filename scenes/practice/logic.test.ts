import { describe, expect, it } from 'vitest';
import { answerOf, emptyModel, type Fact, factKey, factText } from '@/fluency';
import { initPractice, type PracticeAction, type PracticeState, reducePractice, WARMUP_TAPS } from './logic';

const start = (grade: string | null = '3') =>
  initPractice(
    {
      model: emptyModel({ grade, tzOffsetMinutes: 0 }),
      wallStart: Date.parse('2026-11-24T09:00:00Z'),
      seed: 7,
      dates: [],
    },
    0,
  );

/** Runs actions, collecting every effect. */
function run(state: PracticeState, actions: PracticeAction[], at = 1000) {
  let s = state;
  const effects: unknown[] = [];
  for (const action of actions) {
    const step = reducePractice(s, action, at);
    s = step.state;
    effects.push(...step.effects);
  }
  return { state: s, effects };
}

const digits = (n: number): PracticeAction[] =>
  [...String(n)].map((d) => ({ type: 'digit', digit: Number(d) }));
const current = (s: PracticeState) => s.session.current?.fact as Fact;

function warmUp(state: PracticeState) {
  let s = state;
  for (let i = 0; i < WARMUP_TAPS; i++) s = run(s, [{ type: 'digit', digit: s.warmup[0] }]).state;
  return s;
}

describe('practice logic', () => {
  it('logs warm-up taps as tap facts, then asks the first fact aloud', () => {
    const s = start();
    expect(s.phase).toBe('warmup');
    const { state, effects } = run(s, [{ type: 'digit', digit: s.warmup[0] }], 900);
    expect(effects[0]).toEqual({
      fact: { fact: { op: 'tap', a: s.warmup[0], b: 0 }, answer: s.warmup[0], correct: true, ms: 900 },
    });
    const ready = warmUp(s);
    expect(ready.phase).toBe('question');
    expect(state.session.model.taps).toHaveLength(1);
  });

  it('says the warm-up prompt when it opens and the next one after each tap', () => {
    const s = start();
    expect(reducePractice(s, { type: 'open' }, 0)).toEqual({
      state: s,
      effects: [{ say: `Warm-up 1 of ${WARMUP_TAPS}: tap ${s.warmup[0]}`, prompt: true }],
    });
    const { state, effects } = run(s, [{ type: 'digit', digit: s.warmup[0] }], 900);
    expect(effects).toEqual([
      { fact: { fact: { op: 'tap', a: s.warmup[0], b: 0 }, answer: s.warmup[0], correct: true, ms: 900 } },
      { sound: 'tap' },
      { say: `Warm-up 2 of ${WARMUP_TAPS}: tap ${state.warmup[0]}`, prompt: true },
    ]);
  });

  it('types an answer, reports the timed fact, and moves on after the feedback', () => {
    const s = warmUp(start());
    const fact = current(s);
    const { state, effects } = run(s, [
      ...digits(answerOf(fact) + 1),
      { type: 'delete' },
      ...digits(answerOf(fact)).slice(-1),
      { type: 'enter' },
    ]);
    expect(state.phase).toBe('feedback');
    expect(effects).toContainEqual({ sound: 'correct' });
    expect(effects).toContainEqual({ after: 700, action: { type: 'next' } });
    const next = run(state, [{ type: 'next' }]);
    expect(next.state.phase).toBe('question');
    expect(next.effects).toEqual([{ say: `${factText(current(next.state))} = ?`, prompt: true }]);
  });

  it('brings a missed fact back within the next three questions', () => {
    let s = warmUp(start());
    const missed = current(s);
    s = run(s, [...digits(answerOf(missed) + 1), { type: 'enter' }, { type: 'next' }]).state;
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      const fact = current(s);
      seen.push(factKey(fact));
      s = run(s, [...digits(answerOf(fact)), { type: 'enter' }, { type: 'next' }]).state;
    }
    expect(seen).toContain(factKey(missed));
  });

  it('ends with a summary in words and the streak, and goes back to the dashboard', () => {
    let s = warmUp(start());
    while (s.phase !== 'done') {
      const fact = current(s);
      s = run(s, [...digits(answerOf(fact)), { type: 'enter' }, { type: 'next' }]).state;
    }
    expect(s.right).toBeGreaterThanOrEqual(10); // two new facts, 5 asks each (issue 23)
    expect(s.summary?.lines.length).toBeGreaterThan(0);
    expect(s.summary?.streakText).toBe('1 day of practice!');
    expect(reducePractice(s, { type: 'home' }, 0).effects).toEqual([{ navigate: 'dashboard' }]);
  });

  it('says the end and the unlock reveal in one line, then the streak', () => {
    let s = warmUp(start());
    let last: unknown[] = [];
    while (s.phase !== 'done') {
      const fact = current(s);
      const answered = run(s, [...digits(answerOf(fact)), { type: 'enter' }]).state;
      const step = reducePractice(answered, { type: 'next' }, 1000);
      s = step.state;
      last = step.effects;
    }
    const reveal = s.reveal?.lines ?? [];
    expect(reveal[0]).toBe(`You earned ${s.right} stars!`);
    expect(last).toEqual([
      { sound: 'complete' },
      { say: ['Practice complete!', ...reveal].join(' ') },
      { say: '1 day of practice!' },
    ]);
  });

  it('has children in grade 1 pick one of four answers, ignoring the number pad', () => {
    const s = start('1');
    expect(s.phase).toBe('question');
    const q = s.session.current;
    expect(q?.choices).toHaveLength(4);
    expect(run(s, digits(5)).state).toBe(s);
    const fact = current(s);
    expect(run(s, [{ type: 'choose', value: answerOf(fact) }]).effects).toContainEqual({ sound: 'correct' });
  });
});
