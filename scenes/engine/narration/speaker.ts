import { type PhraseLocale, spokenText } from './phrase';

/** The voice of the spec (§9): US English, slower and a little higher for children. */
export const VOICE = { lang: 'en-US', rate: 0.8, pitch: 1.1 } as const;

/** The voice's language for each app locale (issue 26: narration speaks the current language). */
export const VOICE_LANG: Record<PhraseLocale, string> = { en: VOICE.lang, 'pt-BR': 'pt-BR' };

/** The part of `speechSynthesis` the narrator uses (a test passes a fake). */
export interface Synth {
  speak(utterance: SpeechSynthesisUtterance): void;
  cancel(): void;
  getVoices?(): SpeechSynthesisVoice[];
}

/** What the narrator needs from the page: the synth, utterances and whether a gesture happened. */
export interface SpeechHost {
  synth(): Synth | null;
  utterance(text: string): SpeechSynthesisUtterance;
  /** True once the page had a user activation (speech is ignored before it on Chrome and iPadOS). */
  activated(): boolean;
  /** The language on screen now (absent: English): the voice and the words follow it. */
  locale?(): PhraseLocale;
}

/** Feedback waiting behind the current line at most; older waiting lines are dropped. */
const MAX_WAITING = 3;

/**
 * The one narrator (issue 22): speaks prompts and feedback one at a time, so nothing overlaps. A new
 * prompt cancels the prompt being said and drops every line still waiting; feedback waits for the
 * line before it, and a prompt that follows feedback ("Yes! 7 × 8 = 56", then the next question)
 * waits for it to finish rather than cut it off. It keeps the
 * current prompt for Read aloud, and a prompt said before the first user gesture (which browsers
 * ignore) is said again on that gesture (`unlock`). With no voices it still never throws.
 */
export class Narrator {
  private waiting: string[] = [];
  private current: SpeechSynthesisUtterance | null = null;
  private currentIsPrompt = false;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private sayAgainOnUnlock = false;
  private promptWaiting: string | null = null;
  private prompt = '';
  /** Whether prompts and feedback are spoken by themselves (the player's setting and the mute). */
  enabled = true;

  constructor(private readonly host: SpeechHost) {}

  /** The prompt Read aloud repeats (the latest one said, even while muted). */
  get currentPrompt(): string {
    return this.prompt;
  }

  /** Says `text`: as a prompt (cancels the rest) or as feedback (waits its turn). */
  say(text: string, kind: 'prompt' | 'feedback' = 'feedback'): void {
    if (!text) return;
    if (kind === 'prompt') this.prompt = text;
    if (!this.enabled) return;
    if (kind === 'prompt') {
      if (this.currentIsPrompt) this.stop();
      else this.waiting = [];
    } else if (this.waiting.length >= MAX_WAITING) this.waiting.shift();
    this.waiting.push(text);
    this.next(kind === 'prompt' ? text : null);
  }

  /** Read aloud: the current prompt (or `fallback` when none was said yet), even when muted. */
  repeat(fallback = ''): void {
    this.readOut(this.prompt || fallback);
  }

  /** Says `text` now, asked for by a tap (Read aloud): even when muted, cancelling what is said. */
  readOut(text: string): void {
    if (!text) return;
    this.stop();
    this.waiting.push(text);
    this.next(text);
  }

  /** Stops speaking and forgets what was waiting (mute, leaving a screen). */
  stop(): void {
    const speaking = this.current !== null;
    this.waiting = [];
    this.current = null;
    this.currentIsPrompt = false;
    this.promptWaiting = null;
    this.clearWatchdog();
    // Only when a line is speaking: Safari drops a speak() that follows a needless cancel().
    if (!speaking) return;
    try {
      this.host.synth()?.cancel();
    } catch {
      // A browser without working speech: nothing to stop.
    }
  }

  /** Forgets the current prompt too (a new screen). */
  reset(): void {
    this.stop();
    this.prompt = '';
    this.sayAgainOnUnlock = false;
  }

  /** Called on a user gesture: says the prompt again if it was said before speech was allowed. */
  unlock(): void {
    if (!this.sayAgainOnUnlock) return;
    this.sayAgainOnUnlock = false;
    if (this.prompt && this.enabled) {
      this.stop();
      this.say(this.prompt, 'prompt');
    }
  }

  /** Starts the next waiting line unless one is speaking; `promptText` marks which line is a prompt. */
  private next(promptText: string | null = null): void {
    if (promptText !== null) this.promptWaiting = promptText;
    if (this.current) return;
    const text = this.waiting.shift();
    if (text === undefined) return;
    const synth = this.host.synth();
    if (!synth) {
      this.waiting = [];
      return;
    }
    // Said before any gesture: browsers ignore it, so say the prompt again on the first one; said
    // after it (the gesture's own feedback, Read aloud), nothing needs saying again.
    this.sayAgainOnUnlock = !this.host.activated();
    try {
      const locale = this.host.locale?.() ?? 'en';
      const lang = VOICE_LANG[locale];
      const u = this.host.utterance(spokenText(text, locale));
      u.lang = lang;
      u.rate = VOICE.rate;
      u.pitch = VOICE.pitch;
      const voice = pickVoice(synth.getVoices?.() ?? [], lang);
      if (voice) u.voice = voice;
      const done = () => {
        if (this.current !== u) return; // a cancelled line ending late
        this.current = null;
        this.currentIsPrompt = false;
        this.clearWatchdog();
        this.next();
      };
      u.onend = done;
      u.onerror = done;
      this.current = u;
      this.currentIsPrompt = text === this.promptWaiting;
      if (this.currentIsPrompt) this.promptWaiting = null;
      // Some engines never end a line (none installed, a cancelled queue): move on anyway.
      this.watchdog = setTimeout(done, 2000 + 120 * text.length);
      synth.speak(u);
    } catch {
      this.current = null;
      this.clearWatchdog();
      this.waiting = [];
    }
  }

  private clearWatchdog(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
  }
}

/**
 * The browser's voice for `lang` ("pt-BR"): the exact tag first (Android spells it "pt_BR"), then
 * any voice of the language ("pt-PT" beats an English voice reading Portuguese). Setting anything
 * but a real SpeechSynthesisVoice throws: only one the browser gave is picked.
 */
export function pickVoice(
  voices: readonly SpeechSynthesisVoice[],
  lang: string,
): SpeechSynthesisVoice | undefined {
  const real = voices.filter(isVoice);
  const tag = (v: SpeechSynthesisVoice) => v.lang.replace('_', '-').toLowerCase();
  const language = lang.split('-')[0].toLowerCase();
  return (
    real.find((v) => tag(v) === lang.toLowerCase()) ?? real.find((v) => tag(v).split('-')[0] === language)
  );
}

function isVoice(v: unknown): v is SpeechSynthesisVoice {
  return typeof SpeechSynthesisVoice !== 'undefined' && v instanceof SpeechSynthesisVoice;
}
