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
  // Pages never import each other, by alias or by a relative path out of their folder; going deeper
  // inside the page, or up to src/lib, is fine. The dashboard may name its own folder by alias.
  'src/pages/zz-boundary-probe/Page.tsx':
    "import { GamePage } from '@/pages/game/GamePage';\nimport { LiveRegion } from '../game/LiveRegion';\nimport { x } from '../../lib/x';\nimport { y } from './y';\nexport const bad = [GamePage, LiveRegion, x, y];\n",
  'src/pages/zz-boundary-probe/deep/Part.tsx':
    "import { a } from '../../game/GamePage';\nimport { b } from '../sibling';\nimport { c } from '../../../lib/c';\nexport const bad = [a, b, c];\n",
  'src/pages/dashboard/zz-boundary-probe/Tab.tsx':
    "import { useLoad } from '@/pages/dashboard/account/useLoad';\nimport { TabHeading } from '../TabSkeleton';\nimport { L } from '@/pages/lesson/LessonPage';\nimport { M } from '../../lesson/LessonPage';\nexport const mixed = [useLoad, TabHeading, L, M];\n",
};

/** Two modules that import only each other's types: still a cycle (noImportCycles with ignoreTypes off). */
const cycle: Record<string, string> = {
  'scenes/games/zz-cycle-probe/logic.ts':
    "import type { Words } from './texts';\nexport interface State { words: Words }\n",
  'scenes/games/zz-cycle-probe/texts.ts':
    "import type { State } from './logic';\nexport type Words = (s: State) => string;\n",
};

afterAll(() => {
  rmSync('scenes/games/zz-boundary-probe', { recursive: true, force: true });
  rmSync('src/pages/zz-boundary-probe', { recursive: true, force: true });
  rmSync('src/pages/dashboard/zz-boundary-probe', { recursive: true, force: true });
  rmSync('scenes/games/zz-cycle-probe', { recursive: true, force: true });
  rmSync('src/state/zz-boundary-probe.ts', { force: true });
});

/** Diagnostics of one rule (default noRestrictedImports) per file, from Biome's JSON reporter. */
function restricted(files: string[], rule = 'lint/style/noRestrictedImports'): Record<string, number> {
  const run = spawnSync('node_modules/.bin/biome', ['lint', '--reporter=json', ...files], {
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  const counts: Record<string, number> = {};
  for (const d of report.diagnostics) {
    if (d.category !== rule) continue;
    counts[d.location.path] = (counts[d.location.path] ?? 0) + 1;
  }
  return counts;
}

describe('import boundaries (biome.json)', () => {
  it('refuse side-effect libraries in logic.ts, the shell in scenes, jotai outside atom modules, and a page in another page', {
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
      'src/pages/zz-boundary-probe/Page.tsx': 2,
      'src/pages/zz-boundary-probe/deep/Part.tsx': 1,
      'src/pages/dashboard/zz-boundary-probe/Tab.tsx': 2,
    });
  });

  it('count a cycle of type-only imports as a cycle', { timeout: 60_000 }, () => {
    for (const [file, text] of Object.entries(cycle)) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    expect(restricted(Object.keys(cycle), 'lint/suspicious/noImportCycles')).toEqual({
      'scenes/games/zz-cycle-probe/logic.ts': 1,
      'scenes/games/zz-cycle-probe/texts.ts': 1,
    });
  });
});
