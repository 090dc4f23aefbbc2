import { useEffect, useRef } from 'react';
import { reportResult } from '@/state/results';
import { announce } from './announce';

/**
 * Announces every non-empty line whenever the message changes (`key` distinguishes repeats of the
 * same text, e.g. the same note after the next challenge).
 */
export function useAnnounce(lines: readonly string[], key: unknown = lines.join('|')): void {
  const latest = useRef(lines);
  latest.current = lines;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key decides when a message is new
  useEffect(() => {
    for (const line of latest.current) if (line) announce(line);
  }, [key]);
}

/** Reports the game as completed once when `done` becomes true (DESIGN §3.3). */
export function useReportCompletion(done: boolean, id: string, stars: number): void {
  const reported = useRef(false);
  useEffect(() => {
    if (!done) {
      reported.current = false;
      return;
    }
    if (reported.current) return;
    reported.current = true;
    reportResult({ kind: 'game', id, isCorrect: true, stars });
  }, [done, id, stars]);
}
