import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameManifest } from '../../scenes/engine/manifest';

/** Every game's manifest, read from scenes/games/<id>/game.ts (the only list of games; e2e has no Vite glob). */
export async function gameManifests(): Promise<(GameManifest & { id: string })[]> {
  const root = fileURLToPath(new URL('../../scenes/games', import.meta.url));
  const ids = readdirSync(root).sort();
  return Promise.all(
    ids.map(async (id) => ({
      ...((await import(join(root, id, 'game.ts'))) as { game: GameManifest }).game,
      id,
    })),
  );
}

/** The games of the Games tab in their order. */
export async function cardGameIds(): Promise<{ id: string; featured: boolean }[]> {
  return (await gameManifests())
    .filter((g) => g.card)
    .sort((a, b) => (a.card?.position ?? 0) - (b.card?.position ?? 0))
    .map((g) => ({ id: g.id, featured: g.card?.featured ?? false }));
}
