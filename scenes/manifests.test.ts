import { describe, expect, it } from 'vitest';
import { factAnswer } from './engine/effects';
import { cardGames, findRoute, gameRouteIds, games, neighbourRoute, pitchedGames } from './manifests';

describe('game manifests', () => {
  it('serve the 23 game routes of spec §2, each once', () => {
    const ids = gameRouteIds();
    expect(ids).toHaveLength(23);
    expect(new Set(ids).size).toBe(23);
    for (const base of ['ice-cream-party', 'soccer-teams', 'backpack-train']) {
      expect(ids).toEqual(expect.arrayContaining([base, `${base}-2`, `${base}-3`, `${base}-4`]));
    }
  });

  it('give every level of a series its "Game N of 4" and its numbered title', () => {
    expect(findRoute('backpack-train-3')).toMatchObject({
      title: 'Backpack Train 3',
      levelLabel: 'Game 3 of 4',
      level: 3,
    });
    expect(findRoute('castle-builder')?.title).toBe('Castle Foundation');
  });

  it('put the 8 games of the Games tab in the spec order, the first two featured', () => {
    expect(cardGames().map((g) => g.id)).toEqual([
      'star-treasure-hunt',
      'castle-builder',
      'ferris-wheel-race',
      'secret-vault',
      'ice-cream-party',
      'soccer-teams',
      'inverse-vault',
      'backpack-train',
    ]);
    expect(cardGames().map((g) => g.card.featured)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(pitchedGames().map((g) => g.id)).toEqual(cardGames().map((g) => g.id));
  });

  it('derive the order of games: series levels, then next; the space series returns to the start', () => {
    expect(neighbourRoute('ice-cream-party', 'next')).toBe('ice-cream-party-2');
    expect(neighbourRoute('ice-cream-party-2', 'previous')).toBe('ice-cream-party');
    expect(neighbourRoute('ice-cream-party', 'previous')).toBeNull();
    expect(neighbourRoute('ice-cream-party-4', 'next')).toBeNull();
    expect(neighbourRoute('castle-walls', 'next')).toBe('castle-complete');
    expect(neighbourRoute('space-station-division', 'next')).toBe('star-treasure-hunt');
    // Every `next` names a real route.
    for (const g of games) if (g.next) expect(findRoute(g.next)).toBeDefined();
  });

  it('list facts that exist: a, b in 1..10 with whole answers', () => {
    for (const g of games) {
      for (const f of g.facts) {
        expect(Number.isInteger(f.a) && f.a >= 1 && f.a <= 10, `${g.id} ${JSON.stringify(f)}`).toBe(true);
        expect(Number.isInteger(f.b) && f.b >= 1 && f.b <= 10, `${g.id} ${JSON.stringify(f)}`).toBe(true);
        expect(factAnswer(f)).toBeGreaterThan(0);
      }
    }
    expect(findRoute('secret-vault')?.game.facts).toContainEqual({ op: 'mul', a: 7, b: 8 });
    expect(findRoute('backpack-train')?.game.facts).toContainEqual({ op: 'div', a: 8, b: 7 });
  });
});
