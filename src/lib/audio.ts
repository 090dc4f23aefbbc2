import { Howl, Howler } from 'howler';
import completeUrl from '../../assets/sounds/complete.wav?url';
import correctUrl from '../../assets/sounds/correct.wav?url';
import spinUrl from '../../assets/sounds/spin.wav?url';
import tapUrl from '../../assets/sounds/tap.wav?url';
import whooshUrl from '../../assets/sounds/whoosh.wav?url';
import wrongUrl from '../../assets/sounds/wrong.wav?url';

/** The short effects every scene can play (files made by scripts/make-sounds.mjs). */
export type SoundName = 'tap' | 'correct' | 'wrong' | 'complete' | 'spin' | 'whoosh';

const urls: Record<SoundName, string> = {
  tap: tapUrl,
  correct: correctUrl,
  wrong: wrongUrl,
  complete: completeUrl,
  spin: spinUrl,
  whoosh: whooshUrl,
};
const volumes: Partial<Record<SoundName, number>> = { tap: 0.35, wrong: 0.4, spin: 0.4 };
const sounds = new Map<SoundName, Howl>();
const broken = new Set<SoundName>();
const STORAGE_KEY = 'mathpop.sound';

function howl(name: SoundName, onDone?: () => void): Howl {
  let sound = sounds.get(name);
  if (!sound) {
    const created = new Howl({
      src: [urls[name]],
      volume: volumes[name] ?? 0.5,
      preload: true,
      onload: onDone,
      onloaderror: () => {
        // Howler leaves a sound that failed to load (a browser that cannot decode it, a network
        // error) in 'loading' for good and queues every later play/stop and load listener on it:
        // a little more memory on every game visit. Drop it and stay silent for this page load
        // (retrying would refetch it on every visit).
        broken.add(name);
        sounds.delete(name);
        created.unload();
        onDone?.();
      },
    });
    sound = created;
    sounds.set(name, sound);
  } else onDone?.();
  return sound;
}

/** Longest the frame waits for sounds before starting the game anyway (they keep loading). */
const LOAD_WAIT_MS = 1500;

/**
 * Loads every effect (the frame shows progress). Never rejects and never blocks for long: a game
 * without sound still works, and some browsers hold audio decoding until the first gesture.
 */
export function loadSounds(onProgress?: (done: number, total: number) => void): Promise<void> {
  Howler.mute(!isSoundOn());
  const names = Object.keys(urls) as SoundName[];
  let done = 0;
  const all = new Promise<void>((resolve) => {
    for (const name of names) {
      const existing = sounds.get(name);
      const finish = () => {
        done += 1;
        onProgress?.(done, names.length);
        if (done === names.length) resolve();
      };
      if (broken.has(name) || (existing && existing.state() !== 'loading')) finish();
      else if (existing) existing.once('load', finish).once('loaderror', finish);
      else howl(name, finish);
    }
  });
  return Promise.race([all, new Promise<void>((resolve) => setTimeout(resolve, LOAD_WAIT_MS))]);
}

/** Plays one effect (quietly); only ever called from a tap, so nothing plays before a gesture. */
export function playSound(name: SoundName): void {
  if (!broken.has(name)) howl(name).play();
}

/** Stops every playing effect (a scene leaving the screen). */
export function stopSounds(): void {
  for (const sound of sounds.values()) sound.stop();
}

/** Whether sound is on (remembered across visits; on by default). */
export function isSoundOn(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** Turns sound on or off everywhere and remembers the choice. */
export function setSoundOn(on: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
  Howler.mute(!on);
}
