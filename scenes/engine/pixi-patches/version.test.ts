import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATCHED_AGAINST, PIXI_REACT_PATCHED_AGAINST } from './version';

const require = createRequire(import.meta.url);

/** The version of the installed package `name` (its package.json is not in its exports map). */
function installedVersion(name: string): string {
  let dir = dirname(require.resolve(name));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version: string;
      };
      if (pkg.name === name) return pkg.version;
    } catch {
      // no package.json at this level: keep climbing
    }
    const up = dirname(dir);
    if (up === dir) throw new Error(`package.json of ${name} not found`);
    dir = up;
  }
}

/** The message a Pixi upgrade gets: what to do, not just that two strings differ. */
function upgradeMessage(name: string, installed: string, checked: string): string {
  return (
    `${name} ${installed} is installed but scenes/engine/pixi-patches was checked against ${checked}. ` +
    `Re-check every patch in that folder (each says when it can be removed), run the e2e tests they ` +
    `name (scene-redraw, scene-focus, game-frame, games-ferris-vault), then update version.ts.`
  );
}

describe('pixi-patches version guard', () => {
  it('matches the installed pixi.js', () => {
    const installed = installedVersion('pixi.js');
    expect(installed, upgradeMessage('pixi.js', installed, PATCHED_AGAINST)).toBe(PATCHED_AGAINST);
  });

  it('matches the installed @pixi/react', () => {
    const installed = installedVersion('@pixi/react');
    expect(installed, upgradeMessage('@pixi/react', installed, PIXI_REACT_PATCHED_AGAINST)).toBe(
      PIXI_REACT_PATCHED_AGAINST,
    );
  });

  it('pins both exactly in package.json, so an install cannot drift from the checked version', () => {
    const root = join(dirname(new URL(import.meta.url).pathname), '..', '..', '..');
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies['pixi.js']).toBe(PATCHED_AGAINST);
    expect(pkg.dependencies['@pixi/react']).toBe(PIXI_REACT_PATCHED_AGAINST);
  });
});
