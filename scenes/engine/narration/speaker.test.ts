import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Narrator, PROMPT_WAIT_CAP_MS, pickVoice, type SpeechHost } from './speaker';

/** A fake utterance: the fields the narrator sets, and its end/error handlers. */
class FakeUtterance {
  lang = '';
  rate = 1;
  pitch = 1;
  voice: unknown = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

/** A recording synth: `started` lists what began speaking; `end()` finishes the current line. */
function fakeHost(activated = true) {
  const started: FakeUtterance[] = [];
  let cancels = 0;
  const state = { activated };
  const host: SpeechHost = {
    synth: () => ({
      speak: (u) => {
        started.push(u as unknown as FakeUtterance);
      },
      cancel: () => {
        cancels += 1;
      },
      getVoices: () => [{ lang: 'en-US', name: 'not a real voice' } as SpeechSynthesisVoice],
    }),
    utterance: (text) => new FakeUtterance(text) as unknown as SpeechSynthesisUtterance,
    activated: () => state.activated,
  };
  const texts = () => started.map((u) => u.text);
  const end = () => started[started.length - 1].onend?.();
  return { host, started, texts, end, state, cancels: () => cancels };
}

describe('Narrator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('speaks words for signs in en-US at rate 0.8 and pitch 1.1, never setting a fake voice', () => {
    const f = fakeHost();
    new Narrator(f.host).say('7 × 8 = ?', 'prompt');
    expect(f.started).toHaveLength(1);
    expect(f.started[0]).toMatchObject({ text: '7 times 8 is what?', lang: 'en-US', rate: 0.8, pitch: 1.1 });
    expect(f.started[0].voice).toBeNull();
  });

  it('lets feedback wait for the prompt before it, one line at a time', () => {
    const f = fakeHost();
    const n = new Narrator(f.host);
    n.say('3 × 4 = ?', 'prompt');
    n.say('Try again');
    expect(f.texts()).toEqual(['3 times 4 is what?']);
    f.end();
    expect(f.texts()).toEqual(['3 times 4 is what?', 'Try again']);
  });

  it('a new prompt cuts the older prompt, but the feedback waiting is heard first', () => {
    const f = fakeHost();
    const n = new Narrator(f.host);
    n.say('First', 'prompt');
    n.say('Waiting feedback');
    n.say('Second', 'prompt');
    expect(f.texts()).toEqual(['First', 'Waiting feedback']);
    expect(f.cancels()).toBe(1);
    f.started[0].onend?.(); // the cancelled line ends late: nothing else starts
    expect(f.texts()).toEqual(['First', 'Waiting feedback']);
    f.end();
    expect(f.texts()).toEqual(['First', 'Waiting feedback', 'Second']);
  });

  it('lets a prompt that follows feedback wait for all of it, one line at a time', () => {
    const f = fakeHost();
    const n = new Narrator(f.host);
    n.say('Yes! 7 × 8 = 56');
    n.say('Vault Master!');
    n.say('6 × 6 = ?', 'prompt');
    n.say('6 × 7 = ?', 'prompt'); // a newer question replaces the one not yet said
    expect(f.texts()).toEqual(['Yes! 7 times 8 is 56']);
    f.end();
    f.end();
    expect(f.texts()).toEqual(['Yes! 7 times 8 is 56', 'Vault Master!', '6 times 7 is what?']);
    expect(f.cancels()).toBe(0);
  });

  it('the next prompt waits for feedback at most the cap, then cuts it', () => {
    const f = fakeHost();
    const n = new Narrator(f.host);
    n.say('A very long piece of feedback');
    n.say('More feedback');
    n.say('3 × 3 = ?', 'prompt');
    vi.advanceTimersByTime(PROMPT_WAIT_CAP_MS - 1);
    expect(f.texts()).toEqual(['A very long piece of feedback']);
    n.say('Try again'); // after the prompt: kept, said after it
    vi.advanceTimersByTime(1);
    expect(f.texts()).toEqual(['A very long piece of feedback', '3 times 3 is what?']);
    expect(f.cancels()).toBe(1);
    f.end();
    expect(f.texts()).toEqual(['A very long piece of feedback', '3 times 3 is what?', 'Try again']);
  });

  it('says nothing by itself when disabled, but keeps the prompt for Read aloud', () => {
    const f = fakeHost();
    const n = new Narrator(f.host);
    n.enabled = false;
    n.say('6 × 7 = ?', 'prompt');
    n.say('Great job!');
    expect(f.texts()).toEqual([]);
    n.repeat();
    expect(f.texts()).toEqual(['6 times 7 is what?']);
  });

  it('says a prompt again on the first gesture when it came before speech was allowed', () => {
    const f = fakeHost(false);
    const n = new Narrator(f.host);
    n.say('Tap 3', 'prompt');
    f.state.activated = true;
    n.unlock();
    n.unlock();
    expect(f.texts()).toEqual(['Tap 3', 'Tap 3']);
  });

  it('keeps the first tap’s own feedback when it says the early prompt again', () => {
    const f = fakeHost(false);
    const n = new Narrator(f.host);
    n.say('Tap a planet!', 'prompt');
    f.state.activated = true;
    n.say('1 × 5 = 5 stars'); // the tap's feedback, waiting behind the prompt
    n.unlock();
    f.end();
    expect(f.texts()).toEqual(['Tap a planet!', 'Tap a planet!', '1 times 5 is 5 stars']);
  });

  it('says every line after the early prompt again on the first gesture (a question after it too)', () => {
    const f = fakeHost(false);
    const n = new Narrator(f.host);
    n.say('4 × 5 = 20', 'prompt');
    n.say('20 ÷ 4 = ?');
    f.state.activated = true;
    n.unlock();
    f.end();
    expect(f.texts()).toEqual(['4 times 5 is 20', '4 times 5 is 20', '20 divided by 4 is what?']);
  });

  it('moves on when an engine never ends a line, and copes with no speech at all', () => {
    const f = fakeHost();
    const n = new Narrator(f.host);
    n.say('One', 'prompt');
    n.say('Two');
    vi.advanceTimersByTime(5000);
    expect(f.texts()).toEqual(['One', 'Two']);
    const silent = new Narrator({ ...f.host, synth: () => null });
    expect(() => silent.say('Hello', 'prompt')).not.toThrow();
    expect(silent.currentPrompt).toBe('Hello');
  });

  describe('in Portuguese', () => {
    /** A stand-in for the browser's voice class, so the narrator accepts these voices as real. */
    class Voice {
      constructor(
        readonly lang: string,
        readonly name: string,
      ) {}
    }
    beforeEach(() => vi.stubGlobal('SpeechSynthesisVoice', Voice));
    afterEach(() => vi.unstubAllGlobals());

    function ptHost(voices: Voice[]) {
      const started: FakeUtterance[] = [];
      const host: SpeechHost = {
        synth: () => ({
          speak: (u) => started.push(u as unknown as FakeUtterance),
          cancel: () => {},
          getVoices: () => voices as unknown as SpeechSynthesisVoice[],
        }),
        utterance: (text) => new FakeUtterance(text) as unknown as SpeechSynthesisUtterance,
        activated: () => true,
        locale: () => 'pt-BR',
      };
      return { host, started };
    }

    it('chooses the pt-BR voice, says numbers in Portuguese, at rate 0.8 and pitch 1.1', () => {
      const voices = [
        new Voice('en-US', 'Samantha'),
        new Voice('pt-PT', 'Joana'),
        new Voice('pt-BR', 'Luciana'),
      ];
      const f = ptHost(voices);
      new Narrator(f.host).say('7 × 8 = ?', 'prompt');
      expect(f.started[0]).toMatchObject({
        text: 'sete vezes oito é quanto?',
        lang: 'pt-BR',
        rate: 0.8,
        pitch: 1.1,
      });
      expect(f.started[0].voice).toBe(voices[2]);
    });

    it("takes Android's pt_BR spelling, then any Portuguese voice, never an English one", () => {
      expect(pickVoice([new Voice('en-US', 'a'), new Voice('pt_BR', 'b')] as never, 'pt-BR')?.name).toBe('b');
      expect(pickVoice([new Voice('en-US', 'a'), new Voice('pt-PT', 'c')] as never, 'pt-BR')?.name).toBe('c');
      expect(pickVoice([new Voice('en-US', 'a')] as never, 'pt-BR')).toBeUndefined();
    });

    it('still speaks with no voice installed, in pt-BR', () => {
      const f = ptHost([]);
      new Narrator(f.host).say('56 ÷ 7 = ?', 'prompt');
      expect(f.started[0]).toMatchObject({
        text: 'cinquenta e seis dividido por sete é quanto?',
        lang: 'pt-BR',
      });
      expect(f.started[0].voice).toBeNull();
    });
  });
});
