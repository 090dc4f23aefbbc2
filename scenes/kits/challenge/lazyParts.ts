import { lazyView } from '@scenes/engine/lazyView';

/**
 * The ask panel (question, number pad, level) in its own chunk, for a scene that draws its challenge
 * round itself (issue 33): the spec's round never downloads it. Its definition lists
 * `preloadChallenge: AskPanel.preload`.
 */
export const AskPanel = lazyView(() => import('./AskPanel').then((m) => m.AskPanel));
