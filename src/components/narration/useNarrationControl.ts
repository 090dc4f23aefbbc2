import { narrator } from '@scenes/engine/narration';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { isNarrationMuted, isReadAloudOn, setNarrationMuted, setReadAloudOn } from '@/lib/narrationSettings';

/** What a frame needs to drive narration: the mute, the grown-up's setting, and their setters. */
export interface NarrationControl {
  /** The grown-up's "Read prompts aloud" for this student. */
  readAloud: boolean;
  /** The child's mute on this device. */
  muted: boolean;
  /** Whether prompts are being read by themselves now. */
  speaking: boolean;
  toggleMute: () => void;
  setReadAloud: (on: boolean) => void;
}

/**
 * Ties the narrator to a frame (game, lesson, practice): prompts are read by themselves when the
 * student's "Read prompts aloud" is on and the device is not muted. Set in a layout effect, so it
 * holds before the scene's opening prompt (said in the scene's first passive effect); leaving the
 * frame stops speech and forgets the prompt.
 */
export function useNarrationControl(studentId: string | null): NarrationControl {
  const [muted, setMuted] = useState(isNarrationMuted);
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version re-reads the stored setting
  const readAloud = useMemo(() => isReadAloudOn(studentId), [studentId, version]);
  const speaking = readAloud && !muted;

  useLayoutEffect(() => {
    narrator.enabled = speaking;
    if (!speaking) narrator.stop();
  }, [speaking]);
  useEffect(() => () => narrator.reset(), []);

  // The child's speaker button (issue 38): off mutes; on unmutes and, when the grown-up's setting had
  // switched reading aloud off for this child, switches it back on (no gate: more help is never locked).
  const toggleMute = useCallback(() => {
    if (speaking) {
      setNarrationMuted(true);
      setMuted(true);
      return;
    }
    setNarrationMuted(false);
    setMuted(false);
    if (!readAloud) {
      setReadAloudOn(studentId, true);
      setVersion((v) => v + 1);
    }
  }, [speaking, readAloud, studentId]);
  const setReadAloud = useCallback(
    (on: boolean) => {
      setReadAloudOn(studentId, on);
      setVersion((v) => v + 1);
    },
    [studentId],
  );
  return { readAloud, muted, speaking, toggleMute, setReadAloud };
}
