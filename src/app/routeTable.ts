import { gameRouteIds } from '@scenes/manifests';
import { lessonIds } from '@/content/lessons';
import { paths } from './paths';

// Only the games' tiny manifests (scenes/manifests.ts), never the scenes themselves: the build step
// that compiles this module stays small.

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
      game: gameRouteIds(),
    },
  };
}
