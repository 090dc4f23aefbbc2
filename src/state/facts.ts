import type { FactAnswer } from '@scenes/engine/effects';

/** A fact answer as the shell records it: the scene's answer and where it was given. */
export interface FactReport extends FactAnswer {
  /** 'practice', a game route id or a lesson id. */
  source: string;
}

type FactListener = (report: FactReport) => void;
const listeners = new Set<FactListener>();

/** Registers a listener for fact answers (the fact queue); returns the unsubscribe function. */
export function onFact(listener: FactListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hands one timed answer to a × or ÷ fact to the listeners. Called by the pages hosting scenes. */
export function reportFact(report: FactReport): void {
  for (const listener of listeners) listener(report);
}
