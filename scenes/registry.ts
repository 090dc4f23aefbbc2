import type { SceneDefinition, SceneModule, SceneRoute, SceneRoutesModule } from './engine/types';

/**
 * Route game id → lazy scene loader. Folders register themselves: each `scenes/<folder>/routes.ts`
 * (tiny, loaded eagerly) lists the route ids it serves, and `scenes/<folder>/index.ts` (loaded lazily,
 * its own chunk) exports the SceneDefinition. Adding a game never edits this file.
 */
const routeModules = import.meta.glob<SceneRoutesModule>('./games/*/routes.ts', { eager: true });
const sceneModules = import.meta.glob<SceneModule>('./games/*/index.ts');

/** A route id with the folder that serves it and the loader of that folder's scene. */
export interface RegisteredGame extends SceneRoute {
  folder: string;
  level: number;
  load: () => Promise<SceneDefinition>;
}

const table = new Map<string, RegisteredGame>();
for (const [file, mod] of Object.entries(routeModules)) {
  const folder = file.split('/')[2];
  const loader = sceneModules[`./games/${folder}/index.ts`];
  if (!loader) continue;
  for (const route of mod.routes) {
    table.set(route.id, {
      ...route,
      folder,
      level: route.level ?? 1,
      load: async () => (await loader()).default,
    });
  }
}

/** The registered game for a route id, or undefined (the page then shows 404). */
export function findGame(id: string): RegisteredGame | undefined {
  return table.get(id);
}

/** Every registered route id (tests and benches walk them). */
export function gameIds(): string[] {
  return [...table.keys()];
}
