import { type Catalog, loadAreas, registerCatalogs } from '@/i18n/i18n';
import type { SceneDefinition, SceneModule } from './engine/types';
import { withTexts } from './engine/withTexts';
import { findRoute, type GameRoute } from './manifests';

/**
 * Route id → lazy scene loader. Each `scenes/games/<id>/index.ts` is its own chunk; which routes a
 * folder serves comes from its manifest (scenes/manifests.ts). Adding a game never edits this file.
 */
const sceneModules = import.meta.glob<SceneModule>('./games/*/index.ts');

// Each game's messages (area `game:<id>`), loaded with its scene.
registerCatalogs(import.meta.glob<Catalog>('/scenes/games/*/locales/*.ts'));

/** A route id with its manifest entry and the loader of its folder's scene. */
export interface RegisteredGame extends GameRoute {
  load: () => Promise<SceneDefinition>;
}

/** The registered game for a route id, or undefined (the page then shows 404). */
export function findGame(id: string): RegisteredGame | undefined {
  const route = findRoute(id);
  const loader = route && sceneModules[`./games/${route.game.id}/index.ts`];
  if (!route || !loader) return undefined;
  // The scene's own messages (engine, kits, this game) come with its chunk: a game route downloads
  // only its own catalogue.
  const load = async () => {
    const [scene] = await Promise.all([loader(), loadAreas(['scenes', `game:${route.game.id}`])]);
    return scene.default;
  };
  return withTexts<RegisteredGame>({ load }, route);
}

export { gameRouteIds as gameIds } from './manifests';
