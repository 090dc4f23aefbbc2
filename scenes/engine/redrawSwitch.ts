import { env } from '@/lib/env';

/**
 * The dirty-region redraw switch (dirtyRegion.ts, renderLoop.ts). The build sets the default with
 * `VITE_DIRTY_REGIONS=on|off` (unset: DIRTY_REGIONS_DEFAULT); the localStorage key below overrides
 * it for one browser without a rebuild, so the scene bench can measure both on the same build. It
 * is read when a scene's app is created: a change applies to the next scene opened.
 */

/** Whether scenes redraw only what changed when neither the build nor the browser says otherwise. */
export const DIRTY_REGIONS_DEFAULT = true;

/** localStorage key of the per-browser override: 'on' or 'off'. */
export const DIRTY_REGIONS_KEY = 'mathpop.dirtyRegions';

/** 'on' → true, 'off' → false, anything else → undefined (no opinion). */
function parse(value: string | null | undefined): boolean | undefined {
  const v = value?.trim().toLowerCase();
  if (v === 'on') return true;
  if (v === 'off') return false;
  return undefined;
}

/** The switch from the build's value and the browser's override (the override wins). */
export function resolveDirtyRegions(build: string | undefined, override: string | null): boolean {
  return parse(override) ?? parse(build) ?? DIRTY_REGIONS_DEFAULT;
}

/** The stored override, or null (no storage, or storage refused as in some private modes). */
function storedOverride(): string | null {
  try {
    return globalThis.localStorage?.getItem(DIRTY_REGIONS_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Whether the scene about to be created redraws only the changed region. */
export function dirtyRegionsEnabled(): boolean {
  return resolveDirtyRegions(env.dirtyRegions, storedOverride());
}
