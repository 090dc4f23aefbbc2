/**
 * What the castle reducers ask the view to do. Pure data: the scene turns them into sounds,
 * announcements, results and timers (DESIGN §3.1: time is an effect, not a timer).
 */
import type { Effect, Step as EngineStep } from '@scenes/engine/types';

/** Short sounds the castle games use (names match the engine's sound set). */
export type CastleSound = 'tap' | 'correct' | 'wrong' | 'complete';

/** An instant effect of a castle reducer: run in the same dispatch as the tap. */
export type CastleInstant =
  | { type: 'announce'; text: string }
  | { type: 'sound'; sound: CastleSound }
  | { type: 'report'; stars: number };

/** One effect of a castle reducer; `A` is the game's action type (for timed follow-ups). */
export type CastleEffect<A> = CastleInstant | Effect<A>;

/** A castle reducer's answer: the next state and the effects to run. */
export type Step<S, A> = EngineStep<S, A, CastleInstant>;

/** Stars a castle game reports when it is completed (5 per finished activity, spec §9). */
export const CASTLE_STARS = 5;

/** How long the last build animation plays before the completion card appears (ms). */
export const CARD_DELAY_MS = 1200;

/** Castle Foundation waits longer: the blocks fly in, then the whole castle rises on them (ms). */
export const FOUNDATION_CARD_DELAY_MS = 2200;

/** Castle Complete first shows the finished castle rising, then its card (ms). */
export const FINALE_CARD_DELAY_MS = 2600;
