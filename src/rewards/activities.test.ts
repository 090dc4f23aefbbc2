import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gameRouteIds } from '@scenes/manifests';
import { describe, expect, it } from 'vitest';
import { units } from '@/content/lessons';

// Issue 35 #6: the database gives stars only for activity ids the app has
// (public.reward_activities). Its rows are written by migrations between
// "-- reward-activities:begin" and "-- reward-activities:end"; this test fails when a lesson of the
// lesson graph or a game level of a manifest is missing there (add it in a new migration's block).
const dir = join(process.cwd(), 'supabase/migrations');
const listed = new Map<string, string>();
for (const file of readdirSync(dir).sort()) {
  const sql = readFileSync(join(dir, file), 'utf8');
  for (const block of sql.matchAll(/-- reward-activities:begin([\s\S]*?)-- reward-activities:end/g)) {
    for (const m of (block[1] ?? '').matchAll(/\('([a-z0-9-]+)', '(lesson|game)'\)/g)) {
      listed.set(m[1] as string, m[2] as string);
    }
  }
}

describe('reward_activities', () => {
  it('lists every lesson of the lesson graph as a lesson', () => {
    const lessons = units.flatMap((u) => u.lessons);
    expect(lessons.length).toBeGreaterThan(50);
    expect(lessons.filter((id) => listed.get(id) !== 'lesson')).toEqual([]);
  });
  it('lists every game level of the manifests as a game', () => {
    const games = gameRouteIds();
    expect(games.length).toBeGreaterThan(10);
    expect(games.filter((id) => listed.get(id) !== 'game')).toEqual([]);
  });
});
