import type { SceneRoute } from '@scenes/engine/types';
import { seriesRoutes } from '@scenes/kits/sharing/series';

/** Soccer Teams serves four routes, one per level (eagerly loaded by the registry: keep tiny). */
export const routes: SceneRoute[] = seriesRoutes('soccer-teams', 'Soccer Teams');
