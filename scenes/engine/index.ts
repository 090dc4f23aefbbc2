// The engine's public surface for scenes: import from '@scenes/engine/…' modules directly, or from here.
// Only what most scenes draw: a part some rounds need (the number pad) is imported from its module, so
// a game route that never shows it never downloads it (every import of this file loads all of it).
export { announce } from './announce';
export { parkBackground, spaceBackground, vaultBackground } from './backgrounds';
export { drawCard, drawRocket, drawStar, shade } from './draw';
export type { SceneReducer, Step } from './effects';
export { SCENE_FONT, textStyle } from './fonts';
export { useAnnounce } from './hooks';
export { useLayout, useTextResolution } from './LayoutContext';
export { prefersReducedMotion, pressPop, useTweens } from './motion';
export { requestRender } from './renderLoop';
export type { SceneDefinition, SceneProps } from './types';
export { Button, Tappable } from './ui/Button';
export { CompletionCard } from './ui/CompletionCard';
export { MessagePanel } from './ui/MessagePanel';
export { Pip } from './ui/Pip';
export { drawPlanet, Planet } from './ui/Planet';
export { Sparkles } from './ui/Sparkles';
export { StarCounter } from './ui/StarCounter';
export { useSceneReducer } from './useSceneReducer';
