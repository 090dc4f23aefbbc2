import { narrator } from '@scenes/engine/narration';
import { useEffect } from 'react';
import { isNarrationMuted, isReadAloudOn } from '@/lib/narrationSettings';

/**
 * The shell's narration (issue 22): says `text` as a prompt when a page shows it (the kid home's
 * call to action, the /class picture step), if the student's "Read prompts aloud" is on and the
 * device is not muted. `null` says nothing (e.g. a grown-up is using the device). Before the first
 * tap browsers ignore speech: the narrator says it again on that tap.
 */
export function useNarration(text: string | null, studentId: string | null = null): void {
  useEffect(() => {
    if (!text) return;
    narrator.enabled = isReadAloudOn(studentId) && !isNarrationMuted();
    narrator.say(text, 'prompt');
    return () => narrator.reset();
  }, [text, studentId]);
}
