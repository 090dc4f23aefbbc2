import type { SceneRoute } from '../engine/types';

/** Routes served by this folder. */
export const routes: SceneRoute[] = [{ id: 'ferris-wheel-race', title: 'Ferris Wheel Race' }];
