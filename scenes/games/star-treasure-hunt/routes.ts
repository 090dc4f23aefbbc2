import type { SceneRoute } from '@scenes/engine/types';

/** Routes served by this folder. */
export const routes: SceneRoute[] = [{ id: 'star-treasure-hunt', title: 'Star Treasure Hunt' }];
