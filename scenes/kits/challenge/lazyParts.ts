import { lazyView } from '@scenes/engine/lazyView';

/**
 * The ask panel (question, number pad, level) and the level badge in their own chunks, for a scene
 * that draws its challenge round itself (issue 33): the spec's round never downloads them. Its
 * definition lists `preloadChallenge: preloadAskParts`.
 */
export const AskPanel = lazyView(() => import('./AskPanel').then((m) => m.AskPanel));
export const LevelBadge = lazyView(() => import('./LevelBadge').then((m) => m.LevelBadge));

/** Loads both (the frame awaits it with a challenge's plan). */
export const preloadAskParts = () => Promise.all([AskPanel.preload(), LevelBadge.preload()]);
