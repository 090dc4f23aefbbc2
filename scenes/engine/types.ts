import type { ComponentType } from 'react';
import type { ChallengeSetup } from './challenge';

/** Props every scene component receives from the frame. */
export interface SceneProps {
  /** The route id the child opened, e.g. "ice-cream-party-2". */
  routeId: string;
  /** 1-based level for folders that serve several routes (1 otherwise). */
  level: number;
  /** Increases each time the frame's Reset button is pressed; scenes restart when it changes. */
  resetCount: number;
  /**
   * A challenge round's setup (issue 33), or null/absent for the spec's round. The frame mounts the
   * scene anew for each round, so a scene reads it once, in its reducer's init.
   */
  challenge?: ChallengeSetup | null;
}

/** Texts shown by the frame for one route (the title comes from the game's manifest). */
export interface SceneTexts {
  /** Steps shown in the "How to Play" panel. */
  howToPlay: string[];
  /** The sentence the "Read aloud" button speaks. */
  intro: string;
}

/** What `scenes/games/<id>/index.ts` exports as `default` (DESIGN §3.1, extended for multi-level folders). */
export interface SceneDefinition extends SceneTexts {
  Scene: ComponentType<SceneProps>;
  /** Shows the frame's Reset button. */
  hasReset?: boolean;
  /**
   * Loads the code only a challenge round draws (issue 33: a `lazyView`'s `preload`), kept out of the
   * route's first download; the frame awaits it with the round's plan.
   */
  preloadChallenge?: () => Promise<unknown>;
  /** CSS background painted behind the (transparent) canvas, e.g. spaceBackground(). */
  background?: string;
  /** Per-level overrides of the texts for folders serving several routes. */
  levels?: Record<number, Partial<SceneTexts>>;
}

/** The shape of a scene folder's `index.ts` module. */
export interface SceneModule {
  default: SceneDefinition;
}

/** The texts of a definition for one level. */
export function textsForLevel(def: SceneDefinition, level: number): SceneTexts {
  const override = def.levels?.[level] ?? {};
  return {
    howToPlay: override.howToPlay ?? def.howToPlay,
    intro: override.intro ?? def.intro,
  };
}
