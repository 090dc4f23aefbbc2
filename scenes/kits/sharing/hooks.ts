import { announce } from '@scenes/engine/announce';
import { useAnnounce } from '@scenes/engine/hooks';
import { useEffect, useRef } from 'react';
import { playSound } from '@/lib/audio';
import { reportResult } from '@/state/results';
import { STARS } from './completion';

/** Sends `text` to announce() verbatim when the scene opens and whenever it changes (if non-empty). */
export function useAnnounced(text: string | null | undefined): void {
  useAnnounce(text ? [text] : [], text ?? '');
}

/**
 * Legacy, for inverse-vault only (the sharing series report completion as reducer effects, see
 * completion.ts; delete with this file once inverse-vault moves to the effect path).
 * Runs the completion ritual once each time `done` turns true: celebration sound, the success
 * message announced verbatim, and the result reported to the store (DESIGN §3.3). A level finished
 * by Auto Distribute or Form Teams is reported as assisted, with fewer stars (issue 14 §13).
 */
export function useCompletion(done: boolean, routeId: string, message: string, assisted = false): void {
  const was = useRef(done);
  useEffect(() => {
    if (done === was.current) return;
    was.current = done;
    if (!done) return;
    playSound('complete');
    announce(message);
    const stars = assisted ? STARS.assisted : STARS.alone;
    reportResult({ kind: 'game', id: routeId, isCorrect: true, stars, assisted });
  }, [done, routeId, message, assisted]);
}
