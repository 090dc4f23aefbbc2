/** Voice settings of the spec (§9): US English, slower and a little higher for children. */
export const SPEECH = { lang: 'en-US', rate: 0.8, pitch: 1.1 } as const;

/** Whether this browser can speak at all. */
export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

/**
 * Speaks `text` in en-US at rate 0.8 and pitch 1.1, replacing anything still being spoken. Picks an
 * en-US voice when the browser has one and lets the browser choose otherwise (no voices installed
 * is common). Returns false when speech is unavailable; never throws.
 */
export function speak(text: string, onEnd?: () => void): boolean {
  if (!canSpeak() || !text) return false;
  try {
    const synth = window.speechSynthesis;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = SPEECH.lang;
    utterance.rate = SPEECH.rate;
    utterance.pitch = SPEECH.pitch;
    const voices = synth.getVoices?.() ?? [];
    const voice = voices.find((v) => v.lang === SPEECH.lang) ?? voices.find((v) => v.lang.startsWith('en'));
    if (voice) utterance.voice = voice;
    utterance.onend = () => onEnd?.();
    utterance.onerror = () => onEnd?.();
    synth.speak(utterance);
    return true;
  } catch {
    return false;
  }
}

/** Stops speaking (leaving a screen). */
export function stopSpeaking(): void {
  if (canSpeak()) window.speechSynthesis.cancel();
}
