import type { SceneRoute } from '@scenes/engine/types';

/** Routes served by this folder. */
export const routes: SceneRoute[] = [{ id: 'space-station-division', title: 'Space Station Division' }];
