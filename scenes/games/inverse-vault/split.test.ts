import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../..');

/** A specifier's module in the repo (aliases of tsconfig.json), or null for a package or an asset. */
function fileOf(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@scenes/')
    ? join(root, 'scenes', specifier.slice(8))
    : specifier.startsWith('@/')
      ? join(root, 'src', specifier.slice(2))
      : specifier.startsWith('.')
        ? resolve(dirname(from), specifier)
        : null;
  // Packages, and assets (sounds, styles, JSON): only TypeScript modules are followed.
  if (!base || /\.(?!tsx?$)\w+(\?.*)?$/.test(base)) return null;
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    if (existsSync(base + ext) && (ext || /\.tsx?$/.test(base))) return base + ext;
  }
  throw new Error(`${specifier} (from ${from}) not found`);
}

/** Every repo file `entry` reaches through static value imports (not `import type`, not `import()`). */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?'([^']+)'/gm)) {
      const next = fileOf(m[1], file);
      if (next) walk(next);
    }
  };
  walk(entry);
  return new Set([...seen].map((f) => relative(root, f)));
}

describe('Inverse Vault: the spec round downloads no challenge code (issue 33, route size)', () => {
  it("the definition's static imports reach none of the challenge round's modules", () => {
    const graph = staticGraph(join(__dirname, 'index.ts'));
    expect(graph).toContain('scenes/games/inverse-vault/InverseView.tsx');
    const challengeOnly = [
      'scenes/games/inverse-vault/ChallengeRound.tsx',
      'scenes/games/inverse-vault/challengeLogic.ts',
      'scenes/games/inverse-vault/challenge.ts',
      'scenes/games/inverse-vault/rounds.ts',
      'scenes/kits/challenge/ask.ts',
      'scenes/kits/challenge/pick.ts',
      'scenes/kits/challenge/track.ts',
      'scenes/kits/challenge/LevelBadge.tsx',
      'scenes/engine/ui/CompletionCard.tsx',
      'src/fluency/random.ts',
    ];
    expect(challengeOnly.filter((f) => graph.has(f))).toEqual([]);
    // The challenge's own chunk does reach them (the walk is not blind).
    const round = staticGraph(join(__dirname, 'ChallengeRound.tsx'));
    expect(challengeOnly.filter((f) => !round.has(f))).toEqual([]);
  });
});
