import { type Fact, type FluencyModel, isFluent, PLACEMENT_SOURCE, type Session, stateOf } from '@/fluency';
import { collectionOf, newlyEarned } from '@/rewards';
import { texts } from './texts';

/**
 * The practice scene's reward moments (issue 23), pure: the celebration when a fact turns Fluent,
 * and what the end of a session reveals. The bank itself is counted on the server.
 */

/** True when this answer made the fact Fluent (or Retained) and it was not before. */
export function turnedFluent(before: FluencyModel, after: FluencyModel, fact: Fact): boolean {
  return !isFluent(stateOf(before, fact)) && isFluent(stateOf(after, fact));
}

/** True when the session is the placement quiz. */
export function isQuiz(session: Session): boolean {
  return session.placement !== null;
}

/** The source an answer to the current question is stored with ('placement' for quiz and checks). */
export function sourceOf(session: Session): string {
  const reason = session.current?.reason;
  return reason === 'placement' || reason === 'check' ? PLACEMENT_SOURCE : 'practice';
}

/** What the end of a session reveals: stars earned, then each item unlocked (planets, parts). */
export interface Reveal {
  stars: number;
  unlocked: { id: string; name: string; kind: string; colour: string }[];
  lines: string[];
}

/** The reveal of a finished session, from its start and end models and its right answers. */
export function revealOf(session: Session, right: number): Reveal {
  const unlocked = newlyEarned(collectionOf(session.startModel), collectionOf(session.model));
  const lines = [texts.starsEarned(right), ...unlocked.map((item) => texts.unlocked(item.name))];
  if (isQuiz(session)) {
    let placed = 0;
    for (const r of session.model.facts.values()) if (r.state === 'placed') placed++;
    lines.splice(1, 0, texts.placedCount(placed), texts.quizSummary);
  }
  return {
    stars: right,
    unlocked: unlocked.map(({ id, name, kind, colour }) => ({ id, name, kind, colour })),
    lines,
  };
}
