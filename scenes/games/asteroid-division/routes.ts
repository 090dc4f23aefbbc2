import type { SceneRoute } from '@scenes/engine/types';

/** Routes served by this folder. */
export const routes: SceneRoute[] = [{ id: 'asteroid-division', title: 'Asteroid Division' }];
