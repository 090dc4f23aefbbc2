import { currentLocale } from '@/i18n/i18n';
import { Narrator, type SpeechHost } from './speaker';

export { spokenText } from './phrase';
export { Narrator, VOICE, VOICE_LANG } from './speaker';

let gestured = false;

/** The browser's speech, guarded: no speechSynthesis (or no utterances) means silence, never an error. */
const browserHost: SpeechHost = {
  synth: () =>
    typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window
      ? window.speechSynthesis
      : null,
  utterance: (text) => new SpeechSynthesisUtterance(text),
  activated: () => {
    const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } })
      .userActivation;
    return gestured || activation?.hasBeenActive === true;
  },
  locale: currentLocale,
};

/** The app's one narrator: scenes say through the `say` effect, the shell through `useNarration`. */
export const narrator = new Narrator(browserHost);

// Chrome and iPadOS Safari ignore speak() until a user activation: on the first gesture (a click, a
// tap, a key), say again what was said too early. A zero timeout lets the gesture's own handlers run
// first (a tap on the mute button must not be answered by the prompt), and keeps the gesture's
// activation (Chrome's is sticky; WebKit forwards a gesture to short timers).
if (typeof window !== 'undefined') {
  const onGesture = () => {
    gestured = true;
    setTimeout(() => narrator.unlock(), 0);
  };
  for (const type of ['click', 'touchend', 'keydown'])
    window.addEventListener(type, onGesture, { capture: true, passive: true });
}

/** Says a scene's or page's line: a prompt cancels what is speaking, feedback waits its turn. */
export function narrate(text: string, kind: 'prompt' | 'feedback' = 'feedback'): void {
  narrator.say(text, kind);
}
