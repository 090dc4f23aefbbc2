import type { SceneRoute } from '../engine/types';

/** Routes served by this folder. */
export const routes: SceneRoute[] = [{ id: 'space-station-division', title: 'Space Station Division' }];
