import type { SceneRoute } from '../engine/types';

/** Routes served by this folder. */
export const routes: SceneRoute[] = [{ id: 'castle-walls', title: 'Castle Walls' }];
