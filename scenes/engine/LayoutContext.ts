import { createContext, useContext } from 'react';
import { computeLayout, type StageLayout } from './layout';

/** The current stage layout, provided by SceneHost. */
export const LayoutContext = createContext<StageLayout>(computeLayout(1024, 640));

/** The design size and scale the scene lays out in (changes with orientation). */
export function useLayout(): StageLayout {
  return useContext(LayoutContext);
}

/** A Text resolution that stays crisp when the design area is scaled up. */
export function useTextResolution(): number {
  const { scale } = useLayout();
  const dpr = typeof window === 'undefined' ? 1 : Math.min(window.devicePixelRatio || 1, 2);
  return Math.min(4, Math.max(1, Math.ceil(dpr * scale * 2) / 2));
}
