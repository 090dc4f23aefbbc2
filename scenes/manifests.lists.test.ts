import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lessonIds } from '@/content/lessons';
import { gameRouteIds } from './manifests';

/**
 * Issue 15: games are listed only by their manifests (scenes/games/<id>/game.ts) and lessons only by
 * the lesson graph (src/content/lessons). An array or object literal elsewhere that spells out four or
 * more game ids, or six or more lesson ids, is a hand-written list that will drift: read the manifests
 * or the graph. Unit tests beside a module may pin the spec's facts (the order of the Games tab, a
 * chain of lessons) and are not checked; the spec's own card table (lesson-cards.ts) maps cards, not
 * lessons; benchmarks name the fixed sample of scenes they measure, so figures compare across runs.
 */
const ROOTS = ['src', 'scenes', 'tests', 'scripts', 'server'];
const SKIP = [
  /^scenes\/games\/[^/]+\/game\.ts$/,
  /^src\/content\/lessons\//,
  /^src\/content\/lesson-cards\.ts$/,
  /^scripts\/bench\//,
  /\.test\.tsx?$/,
  /node_modules|\/dist\//,
];

/** The bracketed literals of a source text (innermost `[...]` and `{...}` spans). */
function literals(text: string): string[] {
  return [...text.matchAll(/\[[^[\]]*\]|\{[^{}]*\}/g)].map((m) => m[0]);
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });
}

function quoted(text: string, ids: readonly string[]): string[] {
  return ids.filter((id) => text.includes(`'${id}'`) || text.includes(`"${id}"`));
}

/** The largest set of ids one literal of the file spells out. */
function listedIds(file: string, ids: readonly string[]): string[] {
  return literals(readFileSync(file, 'utf8'))
    .map((lit) => quoted(lit, ids))
    .reduce((a, b) => (b.length > a.length ? b : a), []);
}

describe('no hand-written lists of games or lessons', () => {
  const all = ROOTS.flatMap((r) => files(r)).filter((f) => !SKIP.some((s) => s.test(f)));

  it('finds the files to check', () => {
    expect(all.length).toBeGreaterThan(200);
  });

  it('no list outside the manifests spells out four or more game ids', () => {
    const offenders = all
      .map((f) => ({ f, ids: listedIds(f, gameRouteIds()) }))
      .filter((x) => x.ids.length >= 4)
      .map((x) => `${x.f}: ${x.ids.join(', ')}`);
    expect(offenders).toEqual([]);
  });

  it("the shell (src/) spells no game id: a game's words and routes come from its own folder", () => {
    // Issue 39 §6: e.g. the landing's Activities read each game's pitch.ts, not a copy of its words.
    const offenders = all
      .filter((f) => f.startsWith('src/'))
      .map((f) => ({ f, ids: quoted(readFileSync(f, 'utf8'), gameRouteIds()) }))
      .filter((x) => x.ids.length > 0)
      .map((x) => `${x.f}: ${x.ids.join(', ')}`);
    expect(offenders).toEqual([]);
  });

  it('no list outside the lesson graph spells out six or more lesson ids', () => {
    const offenders = all
      .map((f) => ({ f, ids: listedIds(f, lessonIds) }))
      .filter((x) => x.ids.length >= 6)
      .map((x) => `${x.f}: ${x.ids.join(', ')}`);
    expect(offenders).toEqual([]);
  });
});
