import { useEffect, useRef } from 'react';
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
