import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of DESIGN §4 are Biome rules (biome.json overrides), so `npm test` (lint)
 * fails on a violation. This test proves the rules bite: it writes probe files that break each
 * boundary, lints them, and expects noRestrictedImports on every bad import and nothing on the good.
 */
const probes: Record<string, string> = {
  'scenes/games/zz-boundary-probe/logic.ts':
    "import { gsap } from 'gsap';\nimport { Howl } from 'howler';\nimport { useState } from 'react';\nexport const bad = [gsap, Howl, useState];\n",
  'scenes/games/zz-boundary-probe/Scene.tsx':
    "import { paths } from '@/app/paths';\nimport { reportResult } from '@/state/results';\nexport const bad = [paths, reportResult];\n",
  'src/pages/zz-boundary-probe/atoms.ts': "import { atom } from 'jotai';\nexport const bad = atom(1);\n",
  'src/state/zz-boundary-probe.ts': "import { atom } from 'jotai';\nexport const fine = atom(1);\n",
};

afterAll(() => {
  rmSync('scenes/games/zz-boundary-probe', { recursive: true, force: true });
  rmSync('src/pages/zz-boundary-probe', { recursive: true, force: true });
  rmSync('src/state/zz-boundary-probe.ts', { force: true });
});

/** noRestrictedImports diagnostics per file, from Biome's JSON reporter. */
function restricted(files: string[]): Record<string, number> {
  const run = spawnSync('node_modules/.bin/biome', ['lint', '--reporter=json', ...files], {
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  const counts: Record<string, number> = {};
  for (const d of report.diagnostics) {
    if (d.category !== 'lint/style/noRestrictedImports') continue;
    counts[d.location.path] = (counts[d.location.path] ?? 0) + 1;
  }
  return counts;
}

describe('import boundaries (biome.json)', () => {
  it('refuse side-effect libraries in logic.ts, the shell in scenes, and jotai outside atom modules', {
    timeout: 60_000,
  }, () => {
    for (const [file, text] of Object.entries(probes)) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    expect(restricted(Object.keys(probes))).toEqual({
      'scenes/games/zz-boundary-probe/logic.ts': 3,
      'scenes/games/zz-boundary-probe/Scene.tsx': 2,
      'src/pages/zz-boundary-probe/atoms.ts': 1,
    });
  });
});
