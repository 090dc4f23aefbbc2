import type { SceneRoute } from '../engine/types';

/** Routes served by this folder. */
export const routes: SceneRoute[] = [{ id: 'castle-builder', title: 'Castle Foundation' }];
