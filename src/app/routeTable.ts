import type { SceneRoutesModule } from '@scenes/engine/types';
import { lessonIds } from '@/content/lessons';
import { paths } from './paths';

// Only the scene folders' tiny routes.ts files (the same ones scenes/registry.ts reads), never the
// scenes themselves: the build step that compiles this module stays small.
const sceneRoutes = import.meta.glob<SceneRoutesModule>('../../scenes/games/*/routes.ts', { eager: true });

/**
 * The app's routes for the server (scripts/build-steps/post-10-route-table.mjs writes this to
 * dist/route-table.json; server/routes.ts answers other paths with 404): every pattern of paths.ts
 * and the ids its dynamic segments take.
 */
export function routeTable() {
  return {
    patterns: Object.values(paths),
    params: {
      lessonId: [...lessonIds],
      game: Object.values(sceneRoutes).flatMap((m) => m.routes.map((r) => r.id)),
    },
  };
}
