import type { GamePitch } from './engine/manifest';

/**
 * The landing's game tiles: each game's `pitch.ts` (also its manifest's `pitch`), read without the
 * manifests, so the sales page carries only these few words and styles. In list order, with the
 * game's folder id.
 */
const modules = import.meta.glob<{ pitch: GamePitch }>('./games/*/pitch.ts', { eager: true });

export const pitches: readonly (GamePitch & { id: string })[] = Object.entries(modules)
  .map(([file, mod]) => ({ ...mod.pitch, id: file.split('/')[2] }))
  .sort((a, b) => a.position - b.position);
