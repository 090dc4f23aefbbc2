import { choicesFor } from './choices';
import { isKnown, isOpen, MAX_QUESTIONS, pickTargets, sessionLength } from './plan';
import type { Rng } from './random';
import { isMiss } from './rules';
import { type FluencyModel, withAttempt } from './state';
import { isYoung } from './threshold';
import { type Fact, type FactAttempt, type FactKey, factKey, isFact, parseFactKey, partnerOf } from './types';

/**
 * Why a question was chosen: a target of the rehearsal, a known fact around it, a missed fact
 * coming back, or the partner of a missed division fact.
 */
export type QuestionReason = 'target' | 'review' | 'return' | 'partner';

/** One question of a practice session; `choices` (four answers) only for grade ≤ 1. */
export interface PracticeQuestion {
  fact: Fact;
  reason: QuestionReason;
  choices: number[] | null;
}

/** A target fact: asked again at step `next`, then `gap` + 1 questions later (gaps grow). */
export interface TargetSlot {
  key: FactKey;
  next: number;
  gap: number;
}

/** A question owed after a miss: ready from step `from`, due by step `by` (earliest deadline first). */
export interface DueSlot {
  key: FactKey;
  from: number;
  by: number;
  reason: 'return' | 'partner';
}

/**
 * A practice session in progress: plain data, advanced only by nextQuestion. `model` is the child's
 * live model (every answer folded in), `startModel` the one it began with (for the summary).
 */
export interface Session {
  readonly startModel: FluencyModel;
  readonly model: FluencyModel;
  readonly day: number;
  readonly rng: Rng;
  readonly length: number;
  readonly targets: readonly TargetSlot[];
  readonly due: readonly DueSlot[];
  readonly asked: readonly FactKey[];
  readonly current: PracticeQuestion | null;
}

/** A missed fact comes back after one other question, at the latest after RETURN_WITHIN - 1. */
export const RETURN_WITHIN = 3;
/** Questions between the first and the second return of a missed fact. */
export const RETURN_LATER = 6;

/**
 * Times one fact is asked on purpose in a session. Past it, a fact the child keeps missing rests
 * until next time (hammering a failing fact frustrates, and Stuck needs misses across sessions to
 * be seen in the 10 answers kept per fact); it is asked again only when nothing else is left.
 */
export const MAX_ASKS = 6;

/** Starts a session for a child's model on local day `day` (see dayOf); `rng` picks among equals. */
export function startSession(model: FluencyModel, day: number, rng: Rng): Session {
  const targets = pickTargets(model, day).map((key, i) => ({ key, next: i, gap: 1 }));
  const base = { startModel: model, model, day, rng, targets, due: [], asked: [], current: null };
  return { ...base, length: sessionLength(model) };
}

/**
 * Schedules the returns of a missed fact asked at step `s`: a division fact's partner next, the
 * fact itself after one other question (by RETURN_WITHIN at the latest), and once more later.
 */
function scheduleMiss(session: Session, fact: Fact, s: number): Pick<Session, 'due' | 'length'> {
  const key = factKey(fact);
  const due: DueSlot[] = session.due.filter((d) => d.key !== key);
  if (fact.op === 'div')
    due.push({ key: factKey(partnerOf(fact)), from: s + 1, by: s + 1, reason: 'partner' });
  const soon = s + 2;
  const length = Math.min(MAX_QUESTIONS, Math.max(session.length, soon + 1));
  due.push({ key, from: soon, by: s + RETURN_WITHIN, reason: 'return' });
  const later = Math.min(soon + 1 + RETURN_LATER, length - 1);
  if (later > soon + 1) due.push({ key, from: later, by: later + RETURN_WITHIN, reason: 'return' });
  return { due, length };
}

/** How many times each fact was asked so far in the session. */
function askCounts(session: Session): Map<FactKey, number> {
  const counts = new Map<FactKey, number>();
  for (const key of session.asked) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

const TIER: Record<string, number> = { slow: 0, fluent: 1, retained: 2 };

/**
 * A known open fact to rehearse: least asked this session, then Accurate but slow before Fluent
 * before Retained, then least recently answered; one of the best three at random, for variety.
 */
function review(session: Session, counts: ReadonlyMap<FactKey, number>, avoid: ReadonlySet<FactKey>) {
  const best: Array<{ key: FactKey; score: number }> = [];
  for (const [key, r] of session.model.facts) {
    if (!isKnown(r.state) || avoid.has(key)) continue;
    const asked = counts.get(key) ?? 0;
    if (asked >= MAX_ASKS || !isOpen(session.model, r.fact)) continue;
    const score = asked * 1e12 + TIER[r.state] * 1e11 + r.recent[0].t;
    if (best.length === 3 && score >= best[2].score) continue;
    let i = Math.min(best.length, 2);
    while (i > 0 && best[i - 1].score > score) i--;
    best.splice(i, 0, { key, score });
    if (best.length > 3) best.pop();
  }
  if (best.length === 0) return null;
  return best[Math.floor(session.rng() * best.length)].key;
}

/** What to ask at the session's current step. */
function choose(session: Session): { key: FactKey; reason: QuestionReason } {
  const step = session.asked.length;
  const previous = session.asked[step - 1];
  const counts = askCounts(session);
  const allowed = (key: FactKey) => key !== previous && (counts.get(key) ?? 0) < MAX_ASKS;
  let due: DueSlot | undefined;
  for (const d of session.due) {
    if (d.from > step || !allowed(d.key)) continue;
    if (!due || d.by < due.by || (d.by === due.by && d.from < due.from)) due = d;
  }
  if (due) return { key: due.key, reason: due.reason };
  const target = [...session.targets]
    .filter((t) => t.next <= step && allowed(t.key))
    .sort((x, y) => x.next - y.next)[0];
  if (target) return { key: target.key, reason: 'target' };
  const avoid = new Set([...session.asked.slice(-2), ...session.targets.map((t) => t.key)]);
  const known = review(session, counts, avoid);
  if (known) return { key: known, reason: 'review' };
  const other = session.targets.find((t) => t.key !== previous) ?? session.targets[0];
  if (other) return { key: other.key, reason: 'target' };
  return { key: previous ?? factKey({ op: 'mul', a: 2, b: 2 }), reason: 'review' };
}

/**
 * Records the child's answer to the current question (if any) in the live model, then picks the
 * next question; `current` is null when the session is over. Takes well under 1 ms (see the bench).
 */
export function nextQuestion(session: Session, answer?: FactAttempt): Session {
  let s: Session = session;
  if (answer) {
    s = { ...s, model: withAttempt(s.model, answer) };
    if (answer.fact.op !== 'tap' && isFact(answer.fact) && isMiss(answer)) {
      s = { ...s, ...scheduleMiss(s, answer.fact, s.asked.length - 1) };
    }
  }
  const step = s.asked.length;
  if (step >= s.length) return { ...s, current: null };
  const { key, reason } = choose(s);
  const fact = parseFactKey(key);
  // This ask pays every return of the fact that is ready (or ready next step), whatever chose it.
  const due = s.due.filter((d) => d.key !== key || d.from > step + 1);
  const targets = s.targets.map((t) => {
    if (t.key !== key) return t;
    const gap = reason === 'target' ? t.gap + 1 : 1;
    return { ...t, gap, next: step + 1 + gap };
  });
  const choices = isYoung(s.model.ctx.grade) ? choicesFor(fact, s.rng) : null;
  return { ...s, due, targets, asked: [...s.asked, key], current: { fact, reason, choices } };
}
