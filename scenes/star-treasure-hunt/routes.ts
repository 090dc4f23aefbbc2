import type { SceneRoute } from '../engine/types';

/** Routes served by this folder. */
export const routes: SceneRoute[] = [{ id: 'star-treasure-hunt', title: 'Star Treasure Hunt' }];
