import {
  isPlacementReason,
  nextQuestion,
  type Session,
  type SessionOptions,
  startPlacementSession,
  startSession,
} from './chooser';
import type { Rng } from './random';
import { type FluencyModel, withAttempt } from './state';
import { allFacts, answerOf, type Fact, type FactAttempt, PLACEMENT_SOURCE } from './types';

/** How a simulated child answers a fact: right or not, and how long it took. */
export type SimChild = (fact: Fact, rng: Rng) => { correct: boolean; ms: number };

/** A finished simulated session: the final session, the answers given and the facts asked. */
export interface SimSession {
  session: Session;
  attempts: FactAttempt[];
  asked: Fact[];
}

/** Epoch seconds of 17:00 local time on local day `day`. */
function afternoon(day: number, tzOffsetMinutes: number): number {
  return day * 86400 + 17 * 3600 - tzOffsetMinutes * 60;
}

/** What kind of session to simulate: practice (with options), or the placement quiz. */
export type SimKind = { placement: true } | ({ placement?: false } & SessionOptions);

/**
 * Plays one whole practice session (or placement quiz) on local day `day` with a simulated child,
 * starting at 17:00 plus `hourOffset` hours (for tests and the bench).
 */
export function simulateSession(
  model: FluencyModel,
  day: number,
  child: SimChild,
  rng: Rng,
  kind: SimKind = {},
  hourOffset = 0,
): SimSession {
  let clock = (afternoon(day, model.ctx.tzOffsetMinutes) + hourOffset * 3600) * 1000;
  const start = kind.placement ? startPlacementSession(model, day, rng) : startSession(model, day, rng, kind);
  let session = nextQuestion(start);
  const attempts: FactAttempt[] = [];
  const asked: Fact[] = [];
  while (session.current) {
    const { fact, reason } = session.current;
    const { correct, ms } = child(fact, rng);
    clock += ms + 800;
    const attempt: FactAttempt = {
      clientId: `sim-${day}-${attempts.length}`,
      studentId: 'sim-child',
      fact,
      answer: correct ? answerOf(fact) : answerOf(fact) + 1,
      correct,
      ms,
      assisted: false,
      source: isPlacementReason(reason) ? PLACEMENT_SOURCE : 'practice',
      at: new Date(clock).toISOString(),
    };
    attempts.push(attempt);
    asked.push(fact);
    session = nextQuestion(session, attempt);
  }
  return { session, attempts, asked };
}

/** Warm-up tap attempts at 16:59 local time on `day`, one per tap time given. */
export function warmUpTaps(day: number, tapMs: readonly number[], tzOffsetMinutes: number): FactAttempt[] {
  const start = (afternoon(day, tzOffsetMinutes) - 60) * 1000;
  return tapMs.map((ms, i) => ({
    clientId: `tap-${day}-${i}`,
    studentId: 'sim-child',
    fact: { op: 'tap', a: i % 10, b: 0 },
    answer: i % 10,
    correct: true,
    ms,
    assisted: false,
    source: 'warmup',
    at: new Date(start + i * 3000).toISOString(),
  }));
}

/** What a run of simulated days leaves: the live model, the whole log, and each day's model and questions. */
export interface SimRun {
  model: FluencyModel;
  attempts: FactAttempt[];
  perDay: Array<{ model: FluencyModel; asked: Fact[] }>;
}

/**
 * One session a day for `days` days from local day `firstDay`, the live model carried over; on the
 * days `warmUp` returns tap times, the child does the tap warm-up first.
 */
export function playDays(
  start: FluencyModel,
  days: number,
  child: SimChild,
  rng: Rng,
  firstDay: number,
  warmUp: (day: number) => readonly number[] = () => [],
): SimRun {
  let model = start;
  const attempts: FactAttempt[] = [];
  const perDay: SimRun['perDay'] = [];
  for (let d = firstDay; d < firstDay + days; d++) {
    for (const tap of warmUpTaps(d, warmUp(d), model.ctx.tzOffsetMinutes)) {
      model = withAttempt(model, tap);
      attempts.push(tap);
    }
    const run = simulateSession(model, d, child, rng);
    model = run.session.model;
    attempts.push(...run.attempts);
    perDay.push({ model, asked: run.asked });
  }
  return { model, attempts, perDay };
}

/**
 * A long history for benches and speed tests: every one of the 200 facts answered `perFact` times,
 * one answer per fact per day back from local day `lastDay`, 85 % right in 1.5–4.5 s.
 */
export function historyLog(perFact: number, lastDay: number, rng: Rng): FactAttempt[] {
  const log: FactAttempt[] = [];
  const facts = [...allFacts('mul'), ...allFacts('div')];
  for (let i = 0; i < perFact; i++) {
    const dayStart = (lastDay - perFact + 1 + i) * 86_400_000 + 16 * 3_600_000;
    facts.forEach((fact, j) => {
      const correct = rng() < 0.85;
      log.push({
        clientId: `h-${i}-${j}`,
        studentId: 'sim-child',
        fact,
        answer: correct ? answerOf(fact) : answerOf(fact) + 1,
        correct,
        ms: Math.round(1500 + rng() * 3000),
        assisted: false,
        source: 'practice',
        at: new Date(dayStart + j * 5000).toISOString(),
      });
    });
  }
  return log;
}
