import type { SceneDefinition, SceneModule } from './engine/types';
import { findRoute, type GameRoute } from './manifests';

/**
 * Route id → lazy scene loader. Each `scenes/games/<id>/index.ts` is its own chunk; which routes a
 * folder serves comes from its manifest (scenes/manifests.ts). Adding a game never edits this file.
 */
const sceneModules = import.meta.glob<SceneModule>('./games/*/index.ts');

/** A route id with its manifest entry and the loader of its folder's scene. */
export interface RegisteredGame extends GameRoute {
  load: () => Promise<SceneDefinition>;
}

/** The registered game for a route id, or undefined (the page then shows 404). */
export function findGame(id: string): RegisteredGame | undefined {
  const route = findRoute(id);
  const loader = route && sceneModules[`./games/${route.game.id}/index.ts`];
  if (!route || !loader) return undefined;
  return { ...route, load: async () => (await loader()).default };
}

export { gameRouteIds as gameIds } from './manifests';
