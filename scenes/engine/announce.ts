import { atom, useAtomValue } from 'jotai';
import { store } from '@/lib/store';

/** One message for the frame's aria-live region; `id` makes repeats of the same text distinct. */
export interface Announcement {
  id: number;
  text: string;
  /** Also spoken by the narrator (a `say` effect): the frame's caption shows the latest of these. */
  said?: boolean;
}

/** The latest announcements (newest last), rendered by the frame's aria-live="polite" region. */
export const announcementsAtom = atom<Announcement[]>([]);

let nextId = 1;
const KEEP = 4;
let lastText = '';
let lastAt = 0;

/**
 * Says `text` to screen readers through the frame's live region (every message a scene shows);
 * `said` marks a line the narrator speaks too, for the caption.
 */
export function announce(text: string, said = false): void {
  if (!text) return;
  // React StrictMode runs mount effects twice in development: drop an identical repeat within 100 ms.
  const now = Date.now();
  if (text === lastText && now - lastAt < 100) return;
  lastText = text;
  lastAt = now;
  const list = [...store.get(announcementsAtom), { id: nextId++, text, ...(said ? { said } : {}) }];
  store.set(announcementsAtom, list.slice(-KEEP));
}

/** Empties the live region (the frame calls it when a game opens). */
export function clearAnnouncements(): void {
  store.set(announcementsAtom, []);
}

/** The live region's announcements in React. */
export function useAnnouncements(): Announcement[] {
  return useAtomValue(announcementsAtom, { store });
}
