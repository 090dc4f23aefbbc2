import { lazyView } from '@scenes/engine/lazyView';

/**
 * A sharing game's challenge stage (issue 33: the ask panel, the number pad, the level badge and the
 * round's end card) in its own chunk: the spec's round never downloads it. A game's definition lists
 * `preloadChallenge: ChallengeStage.preload`, so the frame loads it with the round's plan.
 */
export const ChallengeStage = lazyView(() => import('./ChallengeStage').then((m) => m.ChallengeStage));
