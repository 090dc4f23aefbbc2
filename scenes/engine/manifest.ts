import type { MessageDescriptor } from '@lingui/core';
/**
 * The manifest of a game (DESIGN §3.1): `scenes/games/<id>/game.ts`, small and loaded eagerly. Every
 * list of games (the registry, the Games tab, the performance page's names and subjects, the frame
 * titles, the landing page's activity list, the order of games) is derived from the manifests, so
 * a new game is one folder. game.ts imports nothing but this module (and Lingui's core macro): the
 * sales page reads it. Its texts are getters (`get title() { return t\`…\` }`): read when shown, in
 * the language on screen; they live in the `games` catalogue, which the landing, the shell and the
 * dashboard load (src/i18n/i18n.ts).
 */
import { t } from '@lingui/core/macro';
import type { ChallengeRange } from './challenge';
import type { SceneFact } from './effects';

/** The three subjects the app teaches. */
export type Subject = 'multiplication' | 'division' | 'factors';

/** Where the frame's Back button goes: the games tab (default) or the dashboard home. */
export type BackTarget = 'games' | 'app';

/** One route the folder serves (/app/games/<id>), level 1 first. */
export interface GameLevel {
  id: string;
  /** The frame's title for this level, also the activity's name on the performance page. */
  title: string;
  /** The level in words for a series ("Game 2 of 4"): the frame's heading says it to screen readers. */
  levelLabel?: string;
}

/** The game's card on the dashboard's Games tab (spec §3 "Game card"). */
export interface GameCardInfo {
  /** 1-based place on the tab (spec §2 order). */
  position: number;
  title: string;
  description: string;
  emoji: string;
  /** Tailwind classes for the card's colour (a soft gradient per game world). */
  color: string;
  featured: boolean;
  /**
   * The game's family on the Games tab (issue 36): without the Fun Pack the first card of each
   * family is open (src/content/packRules.ts).
   */
  family: 'space' | 'castle' | 'puzzle' | 'sharing';
}

/**
 * The game's tile in the landing page's activity list, in the game's `pitch.ts` (read by its manifest
 * and, alone, by the landing: scenes/pitches.ts). Its words are message descriptors of the sales pages'
 * catalogue, translated where shown.
 */
export interface GamePitch {
  /** Order in the list (after it come the lessons and worksheets). */
  position: number;
  topic: 'Multiplication' | 'Division' | 'Factors';
  glyph: string;
  /** Tailwind classes of the glyph tile. */
  tile: string;
  name: MessageDescriptor;
  text: MessageDescriptor;
}

/** A game's manifest. */
export interface GameManifest {
  subject: Subject;
  levels: readonly GameLevel[];
  /** The route "next" leads to after the last level; absent: the series ends (dashboard). */
  next?: string;
  back?: BackTarget;
  /** The game asks no question (explore, watch): finishing counts as played, never as a right answer. */
  playedOnly?: boolean;
  /**
   * The button that can finish a level for the child (its result then says "Done with help"), so the
   * Performance page can say what did it (issue 38 #10).
   */
  helper?: 'form-teams' | 'auto-distribute';
  /** The facts the game practises. */
  facts: readonly SceneFact[];
  /** The facts its challenge rounds may ask, per level (issue 33; DESIGN §3.1 "Challenge rounds"). */
  challenge?: ChallengeRange;
  card?: GameCardInfo;
  pitch?: GamePitch;
}

/** Shorthand for a list of facts: `mul([7, 8], [6, 9])`. */
export function mul(...pairs: [number, number][]): SceneFact[] {
  return pairs.map(([a, b]) => ({ op: 'mul', a, b }));
}

/** Division facts `(a·b) ÷ b` from [dividend, divisor] pairs: `div([24, 4])` is 24 ÷ 4. */
export function div(...pairs: [number, number][]): SceneFact[] {
  return pairs.map(([dividend, b]) => ({ op: 'div', a: dividend / b, b }));
}

/**
 * The four levels of a series: `<base>` for level 1, `<base>-<n>` after (spec §2 "Game routes").
 * `title` gives the series' name in the language on screen ("Soccer Teams" → "Soccer Teams 2").
 */
export function series(base: string, title: () => string, count = 4): GameLevel[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return {
      id: i === 0 ? base : `${base}-${n}`,
      get title() {
        const name = title();
        return t`${name} ${n}`;
      },
      get levelLabel() {
        return t`Game ${n} of ${count}`;
      },
    };
  });
}
