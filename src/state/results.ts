import { atom, useAtomValue } from 'jotai';
import { store } from '@/lib/store';

/** What a scene reports when the child answers a lesson or finishes a game (DESIGN §3.3). */
export interface ResultReport {
  kind: 'lesson' | 'game';
  id: string;
  isCorrect: boolean;
  attempts?: number;
  stars?: number;
  /**
   * True when the level was finished by a helper button (Auto Distribute, Form Teams) rather than by
   * the child: fewer stars, and not a right answer in the accuracy figures.
   */
  assisted?: boolean;
}

/** A recorded result, kept in memory for the block review and persisted by the shell. */
export interface ActivityResult {
  kind: 'lesson' | 'game';
  activityId: string;
  isCorrect: boolean;
  attempts: number;
  stars: number;
  /** The latest attempt was finished with help (see ResultReport.assisted). */
  assisted: boolean;
  completedAt: string;
}

/**
 * Applies one report to the results (spec §4 "Result recording"): the first answer creates a result
 * with attempts 1; a later answer replaces is_correct (and assisted) and adds 1 to attempts.
 */
export function recordResult(
  results: readonly ActivityResult[],
  report: ResultReport,
  now: Date = new Date(),
): ActivityResult[] {
  const index = results.findIndex((r) => r.kind === report.kind && r.activityId === report.id);
  const stars = report.stars ?? 0;
  if (index === -1) {
    return [
      ...results,
      {
        kind: report.kind,
        activityId: report.id,
        isCorrect: report.isCorrect,
        attempts: report.attempts ?? 1,
        stars,
        assisted: report.assisted ?? false,
        completedAt: now.toISOString(),
      },
    ];
  }
  const previous = results[index];
  const next: ActivityResult = {
    ...previous,
    isCorrect: report.isCorrect,
    attempts: previous.attempts + (report.attempts ?? 1),
    stars: Math.max(previous.stars, stars),
    assisted: report.assisted ?? false,
    completedAt: now.toISOString(),
  };
  return results.map((r, i) => (i === index ? next : r));
}

/** The ids of a block's lessons that are not answered correctly: id starts with the prefix (spec §4). */
export function wrongLessons(results: readonly ActivityResult[], blockPrefix: string): string[] {
  return results
    .filter((r) => r.kind === 'lesson' && r.activityId.startsWith(blockPrefix) && !r.isCorrect)
    .map((r) => r.activityId);
}

/** All results of this visit, in memory. */
export const resultsAtom = atom<ActivityResult[]>([]);

/** Listeners that persist a new result (the shell registers one when a user is signed in). */
type ResultListener = (result: ActivityResult) => void;
const listeners = new Set<ResultListener>();

/** Registers a listener for recorded results; returns the unsubscribe function. */
export function onResult(listener: ResultListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records a result in the store and tells the persistence listeners. Called by scenes. */
export function reportResult(report: ResultReport): void {
  const next = recordResult(store.get(resultsAtom), report);
  store.set(resultsAtom, next);
  const saved = next.find((r) => r.kind === report.kind && r.activityId === report.id);
  if (saved) for (const listener of listeners) listener(saved);
}

/** The results recorded on this page, in React. */
export function useResults(): ActivityResult[] {
  return useAtomValue(resultsAtom);
}
