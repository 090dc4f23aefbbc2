import { announce } from '@scenes/engine/announce';
import { useEffect, useRef } from 'react';
import { playSound } from '@/lib/audio';
import { reportResult } from '@/state/results';

/**
 * Sends `text` to announce() verbatim whenever it changes to a new non-empty value (not the value
 * the scene opened with, which the frame's intro covers). StrictMode's double effect is harmless.
 */
export function useAnnounced(text: string | null | undefined): void {
  const last = useRef(text);
  useEffect(() => {
    if (text === last.current) return;
    last.current = text;
    if (text) announce(text);
  }, [text]);
}

/**
 * Runs the completion ritual once each time `done` turns true: celebration sound, the success
 * message announced verbatim, and the result reported to the store (DESIGN §3.3).
 */
export function useCompletion(done: boolean, routeId: string, message: string, stars = 3): void {
  const was = useRef(done);
  useEffect(() => {
    if (done === was.current) return;
    was.current = done;
    if (!done) return;
    playSound('complete');
    announce(message);
    reportResult({ kind: 'game', id: routeId, isCorrect: true, stars });
  }, [done, routeId, message, stars]);
}
