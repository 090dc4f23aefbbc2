import { gameIds } from '@scenes/registry';
import { describe, expect, it } from 'vitest';
import { lessonIds } from '@/content/lessons';
import { paths } from './paths';
import { routeTable } from './routeTable';

describe('routeTable', () => {
  it('lists every pattern of paths.ts and the ids of its dynamic segments', () => {
    const table = routeTable();
    expect(table.patterns).toEqual(Object.values(paths));
    for (const pattern of table.patterns)
      for (const name of pattern.match(/:(\w+)/g) ?? [])
        expect(table.params, pattern).toHaveProperty(name.slice(1));
    expect(table.params.lessonId).toEqual([...lessonIds]);
  });

  it('lists exactly the games the scene registry serves', () => {
    expect([...routeTable().params.game].sort()).toEqual(gameIds().sort());
  });
});
