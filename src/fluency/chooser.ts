import { choicesFor } from './choices';
import { type PlacementState, placementAnswered, placementQuestion, startPlacement } from './placement';
import { type Focus, factsToCheck, isKnown, isOpen, MAX_QUESTIONS, pickTargets, sessionLength } from './plan';
import { type Rng, shuffled } from './random';
import { isMiss } from './rules';
import { focusFact, focusTurn, followsPlacement, SPREAD_ASKS, SPREAD_WINDOW, withinWindow } from './spread';
import { type FluencyModel, withAttempt } from './state';
import { isYoung } from './threshold';
import { type Fact, type FactAttempt, type FactKey, factKey, isFact, parseFactKey, partnerOf } from './types';

/**
 * Why a question was chosen: a target of the rehearsal, a known fact around it, a missed fact
 * coming back, or the partner of a missed division fact.
 */
export type QuestionReason = 'target' | 'review' | 'return' | 'partner' | 'check' | 'placement';

/** True when the answer to a question of this reason is a placement answer (source 'placement'). */
export function isPlacementReason(reason: QuestionReason): boolean {
  return reason === 'check' || reason === 'placement';
}

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
  /** The sweep at the start: known facts (retention) and facts to check, asked once each. */
  readonly sweep: readonly { key: FactKey; reason: 'review' | 'check' }[];
  /** Set when the session is a placement quiz (placement.ts) instead of practice. */
  readonly placement: PlacementState | null;
  /** The grown-up's focus tables (spread.ts: the first question and half the session). */
  readonly focus?: Focus;
  /** The first session after a placement quiz: SPREAD_ASKS in any SPREAD_WINDOW (spread.ts). */
  readonly spread?: boolean;
}

/** A missed fact comes back after one other question, at the latest after RETURN_WITHIN - 1. */
export const RETURN_WITHIN = 3;
/** Questions between the first and the second return of a missed fact. */
export const RETURN_LATER = 6;

/**
 * Times one fact is asked in a session, at most. Past it, a fact the child keeps missing rests
 * until next time (hammering a failing fact frustrates, and Stuck needs misses across sessions to
 * be seen in the 10 answers kept per fact); when every fact left is at the cap, the session ends.
 */
export const MAX_ASKS = 5;

/** The share of a session the sweep over known facts takes (about a third). */
export const SWEEP_SHARE = 1 / 3;

/**
 * The sweep: about a third of the session, known facts least recently answered (a random half of
 * twice as many, so two sessions a day differ), and facts of tables placement covered that were
 * never asked (checks, at most half the sweep).
 */
function pickSweep(
  model: FluencyModel,
  length: number,
  targets: readonly FactKey[],
  rng: Rng,
): Session['sweep'] {
  const size = Math.round(length * SWEEP_SHARE);
  const checks = shuffled(factsToCheck(model), rng)
    .slice(0, Math.ceil(size / 2))
    .map((f) => ({ key: factKey(f), reason: 'check' as const }));
  const known = [...model.facts.entries()]
    .filter(([key, r]) => isKnown(r.state) && isOpen(model, r.fact) && !targets.includes(key))
    .sort((x, y) => x[1].recent[0].t - y[1].recent[0].t)
    .slice(0, 2 * (size - checks.length));
  const reviews = shuffled(known, rng)
    .slice(0, size - checks.length)
    .map(([key]) => ({ key, reason: 'review' as const }));
  return shuffled([...checks, ...reviews], rng);
}

/** Options of a practice session: the grown-up's focus tables, if any. */
export interface SessionOptions {
  focus?: Focus;
}

/** Starts a session for a child's model on local day `day` (see dayOf); `rng` picks among equals. */
export function startSession(
  model: FluencyModel,
  day: number,
  rng: Rng,
  options: SessionOptions = {},
): Session {
  const picked = pickTargets(model, day, options.focus);
  const length = sessionLength(model);
  const sweep = pickSweep(model, length, picked, rng);
  const targets = picked.map((key, i) => ({ key, next: sweep.length + i, gap: 1 }));
  const base = { startModel: model, model, day, rng, targets, due: [], asked: [], current: null };
  return { ...base, length, sweep, placement: null, focus: options.focus, spread: followsPlacement(model) };
}

/** Starts a placement quiz (placement.ts) as a session: the same driver, other questions. */
export function startPlacementSession(model: FluencyModel, day: number, rng: Rng): Session {
  const base = { startModel: model, model, day, rng, targets: [], due: [], asked: [], current: null };
  return { ...base, length: MAX_QUESTIONS, sweep: [], placement: startPlacement(model, rng) };
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

/** The window rule, in the session after a placement quiz only. */
function spreadOk(session: Session, key: FactKey): boolean {
  return !session.spread || withinWindow(session.asked, key);
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
    if (asked >= MAX_ASKS || !spreadOk(session, key) || !isOpen(session.model, r.fact)) continue;
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

/** What to ask at the session's current step (null: every fact left is at the cap). */
function choose(session: Session): { key: FactKey; reason: QuestionReason } | null {
  const step = session.asked.length;
  const previous = session.asked[step - 1];
  const counts = askCounts(session);
  const allowed = (key: FactKey) =>
    key !== previous && (counts.get(key) ?? 0) < MAX_ASKS && spreadOk(session, key);
  if (session.focus && focusTurn(session.asked, session.focus)) {
    const owed = session.due.filter((d) => d.from <= step).map((d) => d.key);
    const targets = session.targets.map((t) => t.key);
    const focused = focusFact(
      session.model,
      session.focus,
      session.asked,
      owed,
      targets,
      allowed,
      session.rng,
    );
    if (focused) return focused;
  }
  let due: DueSlot | undefined;
  for (const d of session.due) {
    if (d.from > step || !allowed(d.key)) continue;
    if (!due || d.by < due.by || (d.by === due.by && d.from < due.from)) due = d;
  }
  if (due) return { key: due.key, reason: due.reason };
  const swept = session.sweep.find((x) => !counts.has(x.key) && x.key !== previous);
  if (swept && step < session.sweep.length + 2) return swept;
  const target = [...session.targets]
    .filter((t) => t.next <= step && allowed(t.key) && isOpen(session.model, parseFactKey(t.key)))
    .sort((x, y) => x.next - y.next)[0];
  if (target) return { key: target.key, reason: 'target' };
  const avoid = new Set([...session.asked.slice(-2), ...session.targets.map((t) => t.key)]);
  const known = review(session, counts, avoid);
  if (known) return { key: known, reason: 'review' };
  const other = session.targets.find((t) => allowed(t.key) && isOpen(session.model, parseFactKey(t.key)));
  if (other) return { key: other.key, reason: 'target' };
  // Few facts to choose from: a known fact asked two questions ago beats ending the session.
  const again = previous ? review(session, counts, new Set([previous])) : null;
  if (again) return { key: again, reason: 'review' };
  // Or a fact met earlier in the session that is still below the cap (a missed fact back).
  for (const key of counts.keys())
    if (allowed(key) && isOpen(session.model, parseFactKey(key))) return { key, reason: 'return' };
  // Or, with a focus, any focus fact still within the caps rather than ending early.
  if (session.focus) {
    const more = focusFact(session.model, session.focus, session.asked, [], [], allowed, session.rng);
    if (more) return more;
  }
  return null;
}

/** The placement quiz's next step: the answer folded in, then its next fact (or the end). */
function nextPlacement(s: Session, placement: PlacementState, answer?: FactAttempt): Session {
  let p = placement;
  if (answer && answer.fact.op !== 'tap')
    p = placementAnswered(p, answer, s.model.thresholdMs, s.model, s.rng);
  const stop = answer && p.firstAt !== null && Date.parse(answer.at) - p.firstAt >= p.ms;
  const key = stop ? null : placementQuestion(p);
  if (!key) return { ...s, placement: p, current: null };
  const fact = parseFactKey(key);
  const choices = isYoung(s.model.ctx.grade) ? choicesFor(fact, s.rng) : null;
  return { ...s, placement: p, asked: [...s.asked, key], current: { fact, reason: 'placement', choices } };
}

/**
 * Records the child's answer to the current question (if any) in the live model, then picks the
 * next question; `current` is null when the session is over. Takes well under 1 ms (see the bench).
 */
export function nextQuestion(session: Session, answer?: FactAttempt): Session {
  let s: Session = session;
  if (answer) {
    s = { ...s, model: withAttempt(s.model, answer) };
    if (answer.fact.op !== 'tap' && isFact(answer.fact) && isMiss(answer) && !s.placement) {
      s = { ...s, ...scheduleMiss(s, answer.fact, s.asked.length - 1) };
    }
  }
  if (s.placement) return nextPlacement(s, s.placement, answer);
  const step = s.asked.length;
  if (step >= s.length) return { ...s, current: null };
  const chosen = choose(s);
  if (!chosen) return { ...s, current: null };
  const { key, reason } = chosen;
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

/** Times a fact can be asked in a session of `length`: the window's cap repeats every SPREAD_WINDOW. */
function perFact(session: Session): number {
  return session.spread
    ? Math.min(MAX_ASKS, SPREAD_ASKS * Math.ceil(session.length / SPREAD_WINDOW))
    : MAX_ASKS;
}

/**
 * How many questions the session will likely ask, for the child's "Question 3 of 10": its length,
 * or fewer when the facts it may ask run out at MAX_ASKS each (a child who knows little).
 */
export function expectedLength(session: Session): number {
  if (session.placement) return session.asked.length;
  let known = 0;
  for (const r of session.model.facts.values())
    if (isKnown(r.state) && isOpen(session.model, r.fact)) known++;
  const facts = new Set([...session.targets.map((t) => t.key), ...session.sweep.map((x) => x.key)]).size;
  return Math.max(
    session.asked.length,
    Math.min(session.length, perFact(session) * Math.max(facts, known + session.targets.length)),
  );
}
