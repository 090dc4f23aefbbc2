import { type PhraseLocale, spokenText } from './phrase';
import { pickVoice } from './voice';

export { pickVoice } from './voice';

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

/** Lines waiting at most (a child tapping fast); older feedback is dropped beyond it. */
const MAX_WAITING = 6;

/**
 * How long a prompt waits for the feedback before it (issue 38: feedback is heard whole, the next
 * question waits for it, but not for ever): after this the feedback is cut and the prompt said.
 */
export const PROMPT_WAIT_CAP_MS = 4000;

/** A line to say and whether it is a prompt. */
interface Line {
  text: string;
  prompt: boolean;
}

/**
 * The one narrator (issues 22 and 38): speaks prompts and feedback one at a time, so nothing
 * overlaps. Feedback waits for the line before it and is heard whole. A new prompt replaces an older
 * prompt (speaking or waiting: a question the child already moved past is not worth finishing) but
 * waits for the feedback before it, up to `PROMPT_WAIT_CAP_MS`. It keeps the current prompt for Read
 * aloud, and the lines said before the first user gesture (which browsers ignore) are said again on
 * that gesture (`unlock`). With no voices it still never throws.
 */
export class Narrator {
  private waiting: Line[] = [];
  private current: SpeechSynthesisUtterance | null = null;
  private currentIsPrompt = false;
  /** The line speaking now (for unlock). */
  private currentLine: Line | null = null;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private capTimer: ReturnType<typeof setTimeout> | null = null;
  /** Lines said before speech was allowed (since the last prompt): said again on the first gesture. */
  private early: Line[] = [];
  private prompt = '';
  /** Whether prompts and feedback are spoken by themselves (the player's setting and the mute). */
  enabled = true;

  constructor(private readonly host: SpeechHost) {}

  /** The prompt Read aloud repeats (the latest one said, even while muted). */
  get currentPrompt(): string {
    return this.prompt;
  }

  /** Says `text`: as a prompt (replaces an older prompt, waits for feedback) or as feedback (waits its turn). */
  say(text: string, kind: 'prompt' | 'feedback' = 'feedback'): void {
    if (!text) return;
    const prompt = kind === 'prompt';
    if (prompt) this.prompt = text;
    if (!this.enabled) return;
    const line: Line = { text, prompt };
    if (!this.host.activated()) {
      if (prompt) this.early = [];
      this.early.push(line);
    }
    if (prompt) {
      this.waiting = this.waiting.filter((l) => !l.prompt);
      if (this.current && this.currentIsPrompt) this.cut();
      if (this.current || this.waiting.length > 0) this.startCap();
    } else if (this.waiting.length >= MAX_WAITING) {
      const i = this.waiting.findIndex((l) => !l.prompt);
      this.waiting.splice(Math.max(i, 0), 1);
    }
    this.waiting.push(line);
    this.next();
  }

  /** Read aloud: the current prompt (or `fallback` when none was said yet), even when muted. */
  repeat(fallback = ''): void {
    this.readOut(this.prompt || fallback);
  }

  /** Says `text` now, asked for by a tap (Read aloud): even when muted, cancelling what is said. */
  readOut(text: string): void {
    if (!text) return;
    this.stop();
    this.waiting.push({ text, prompt: true });
    this.next();
  }

  /** Stops speaking and forgets what was waiting (mute, leaving a screen). */
  stop(): void {
    this.waiting = [];
    this.clearCap();
    this.cut();
  }

  /** Forgets the current prompt too (a new screen). */
  reset(): void {
    this.stop();
    this.prompt = '';
    this.early = [];
  }

  /**
   * Called on a user gesture: says again what was said before speech was allowed, then what was
   * said since (the gesture's own feedback, e.g. a first tap's "1 × 5 = 5 stars", is kept).
   */
  unlock(): void {
    const early = this.early;
    this.early = [];
    if (early.length === 0 || !this.enabled) return;
    const since = [this.current ? this.currentLine : null, ...this.waiting].filter(
      (l): l is Line => l !== null && !early.includes(l),
    );
    this.stop();
    for (const line of [...early, ...since]) this.say(line.text, line.prompt ? 'prompt' : 'feedback');
  }

  /** Cancels the line speaking now (if any); what waits goes on. */
  private cut(): void {
    const speaking = this.current !== null;
    this.current = null;
    this.currentIsPrompt = false;
    this.clearWatchdog();
    // Only when a line is speaking: Safari drops a speak() that follows a needless cancel().
    if (!speaking) return;
    try {
      this.host.synth()?.cancel();
    } catch {
      // A browser without working speech: nothing to stop.
    }
  }

  /** A prompt waits behind feedback at most the cap: then the feedback still to come is dropped. */
  private startCap(): void {
    if (this.capTimer) return;
    this.capTimer = setTimeout(() => {
      this.capTimer = null;
      const first = this.waiting.findIndex((l) => l.prompt);
      if (first < 0) return;
      // Only the feedback ahead of the prompt is dropped: a line said after it still comes after it.
      this.waiting = this.waiting.slice(first);
      this.cut();
      this.next();
    }, PROMPT_WAIT_CAP_MS);
  }

  private clearCap(): void {
    if (this.capTimer) clearTimeout(this.capTimer);
    this.capTimer = null;
  }

  /** Starts the next waiting line unless one is speaking. */
  private next(): void {
    if (this.current) return;
    const line = this.waiting.shift();
    if (line === undefined) return;
    if (line.prompt || !this.waiting.some((l) => l.prompt)) this.clearCap();
    const synth = this.host.synth();
    if (!synth) {
      this.waiting = [];
      return;
    }
    try {
      const locale = this.host.locale?.() ?? 'en';
      const lang = VOICE_LANG[locale];
      const u = this.host.utterance(spokenText(line.text, locale));
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
      this.currentLine = line;
      this.currentIsPrompt = line.prompt;
      // Some engines never end a line (none installed, a cancelled queue): move on anyway.
      this.watchdog = setTimeout(done, 2000 + 120 * line.text.length);
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
