import type { SceneRoute } from '@scenes/engine/types';

/** Inverse Vault serves one route (eagerly loaded by the registry: keep tiny). */
export const routes: SceneRoute[] = [{ id: 'inverse-vault', title: 'Inverse Vault' }];
