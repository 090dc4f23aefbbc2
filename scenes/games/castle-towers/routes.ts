import type { SceneRoute } from '@scenes/engine/types';

/** Routes served by this folder. */
export const routes: SceneRoute[] = [{ id: 'castle-towers', title: 'Castle Towers' }];
