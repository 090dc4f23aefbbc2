import { describe, expect, it } from 'vitest';
import { paths } from '@/app/paths';
import {
  blockStarts,
  dashboardEntries,
  getLesson,
  type LessonConfig,
  lessonIds,
  REVIEW_ID,
  units,
} from './index';

const seq = (make: (n: number) => string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => make(from + i));

/** Every lesson id the spec lists (§2), plus the d5 block of the issue. */
const specIds = [
  ...seq((n) => `multiplication${n}`, 1, 5),
  ...seq((n) => `factor${n}`, 1, 5),
  ...seq((n) => `timestable${n}`, 1, 5),
  ...seq((n) => `times-table-mission-${n}`, 1, 5),
  ...seq((n) => `real-life-${n}`, 1, 5),
  ...seq((n) => `amusement-park-${n}`, 1, 5),
  ...seq((n) => `division${n}`, 1, 32),
  ...seq((n) => `d6-${n}`, 1, 5),
  ...seq((n) => `d7-${n}`, 1, 5),
  ...seq((n) => `d5-${n}`, 1, 5),
];

const lesson = (id: string): LessonConfig => {
  const found = getLesson(id);
  if (!found) throw new Error(`missing ${id}`);
  return found;
};

/** Lesson → next lesson links that the spec fixes (issue 8 chain table). */
const chains: Array<[string, string]> = [
  ...seq((n) => `multiplication${n}`, 1, 4).map((id, i): [string, string] => [id, `multiplication${i + 2}`]),
  ...seq((n) => `timestable${n}`, 1, 4).map((id, i): [string, string] => [id, `timestable${i + 2}`]),
  ...seq((n) => `times-table-mission-${n}`, 1, 4).map((id, i): [string, string] => [
    id,
    `times-table-mission-${i + 2}`,
  ]),
  ...seq((n) => `real-life-${n}`, 1, 4).map((id, i): [string, string] => [id, `real-life-${i + 2}`]),
  ...seq((n) => `amusement-park-${n}`, 1, 4).map((id, i): [string, string] => [
    id,
    `amusement-park-${i + 2}`,
  ]),
  ...seq((n) => `factor${n}`, 1, 4).map((id, i): [string, string] => [id, `factor${i + 2}`]),
  ['division1', 'division6'],
  ['division2', 'division3'],
  ['division3', 'division4'],
  ['division4', 'division5'],
  ['division5', 'd5-1'],
  ['division6', 'd6-1'],
  ...seq((n) => `d6-${n}`, 1, 4).map((id, i): [string, string] => [id, `d6-${i + 2}`]),
  ['division7', 'd7-1'],
  ...seq((n) => `d7-${n}`, 1, 4).map((id, i): [string, string] => [id, `d7-${i + 2}`]),
  ...seq((n) => `d5-${n}`, 1, 4).map((id, i): [string, string] => [id, `d5-${i + 2}`]),
  ['division8', 'division9'],
  ['division9', 'division30'],
  ...seq((n) => `division${n}`, 10, 14).map((id, i): [string, string] => [id, `division${i + 11}`]),
  ['division16', 'division17'],
  ['division17', 'division18'],
  ['division18', 'division19'],
  ['division19', 'division28'],
  ['division20', 'division21'],
  ...seq((n) => `division${n}`, 23, 26).map((id, i): [string, string] => [id, `division${i + 24}`]),
  ['division28', 'division29'],
  ['division30', 'division31'],
  ['division31', 'division32'],
];

/** Block ends the spec fixes: last lesson → block review with its next block and the rocket flag. */
const blockEnds: Array<[string, string | null, boolean, string]> = [
  ['timestable5', 'nextlevel', false, 'Times Table Challenge'],
  ['times-table-mission-5', 'factor', true, 'Times Table Mission'],
  ['real-life-5', 'division', true, 'Multiplying in Real Life'],
  ['amusement-park-5', 'division', true, 'Multiplication at the Amusement Park'],
  ['d6-5', 'division7', false, 'Dividing in the Real World'],
  ['d7-5', 'division8', true, 'Fun Division Problems'],
  ['division32', 'division', true, 'Division Rocket Mission'],
  ['d5-5', null, false, 'The Mysterious Remainder'],
];

describe('lesson ids', () => {
  it('resolves every id of the spec and no other', () => {
    for (const id of specIds) expect(getLesson(id)?.lessonId, id).toBe(id);
    expect([...lessonIds].sort()).toEqual([...specIds].sort());
  });

  it('serves "review" as the block review route, not as a lesson', () => {
    expect(REVIEW_ID).toBe('review');
    expect(paths.review).toBe(`/app/lesson/${REVIEW_ID}`);
    expect(getLesson(REVIEW_ID)).toBeUndefined();
  });

  it('returns nothing for unknown ids, including the old duplicate division14 under another name', () => {
    expect(getLesson('division33')).toBeUndefined();
    expect(getLesson('nope')).toBeUndefined();
    expect(lesson('division22').title).not.toBe(lesson('division14').title);
  });
});

describe('lesson graph', () => {
  it('keeps every chain of the spec', () => {
    for (const [from, to] of chains) expect(lesson(from).nextLesson, from).toBe(to);
  });

  it('ends the spec blocks in a review carrying the next block and the rocket flag', () => {
    for (const [id, nextBlock, rocket, name] of blockEnds) {
      const config = lesson(id);
      expect(config.isLastInBlock, id).toBe(true);
      expect(config.nextLesson, id).toBeNull();
      expect(config.nextBlock, id).toBe(nextBlock);
      expect(config.showRocketAnimation, id).toBe(rocket);
      expect(config.blockName, id).toBe(name);
    }
    expect(lesson('amusement-park-5').celebration).toBe('rocket');
    expect(lesson('real-life-5').celebration).toBe('rocket');
    expect(lesson('division32').celebration).toBe('rocket');
  });

  it('ends the curriculum at factor5, which finishes to /app without a review', () => {
    const last = lesson('factor5');
    expect(last.nextLesson).toBeNull();
    expect(last.isLastInBlock).toBe(false);
    const finishers = lessonIds.filter((id) => lesson(id).nextLesson === null && !lesson(id).isLastInBlock);
    expect(finishers).toEqual(['factor5']);
  });

  it('names the spec blocks with their prefixes and 5 lessons each', () => {
    const byName = (name: string) => units.find((u) => u.name === name);
    expect(byName('Times Table Challenge')?.lessons).toEqual(seq((n) => `timestable${n}`, 1, 5));
    expect(byName('Times Table Mission')?.lessons).toEqual(seq((n) => `times-table-mission-${n}`, 1, 5));
    expect(byName('Dividing in the Real World')?.prefix).toBe('d6');
    expect(byName('Fun Division Problems')?.prefix).toBe('d7');
    expect(byName('The Mysterious Remainder')?.prefix).toBe('d5');
    for (const unit of units.filter((u) => u.after.kind === 'review')) {
      expect(unit.lessons, unit.name).toHaveLength(5);
      for (const id of unit.lessons) expect(id.startsWith(unit.prefix), id).toBe(true);
    }
  });

  it('numbers block lessons 1 to 5 of 5 where the block is the whole chain (20%, 40%, …)', () => {
    // Lessons are numbered along their chain (progress.test.ts); short lead-in units count in.
    for (const id of lessonIds) {
      const { lessonNumber, totalLessons } = lesson(id);
      expect(lessonNumber).toBeGreaterThanOrEqual(1);
      expect(lessonNumber).toBeLessThanOrEqual(totalLessons);
    }
    expect(
      seq((n) => `timestable${n}`, 1, 5).map((id) => lesson(id).lessonNumber / lesson(id).totalLessons),
    ).toEqual([0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('has no dead ends: every path ends at a block review or /app', () => {
    for (const start of lessonIds) {
      const seen = new Set<string>();
      let id: string | null = start;
      while (id) {
        expect(seen.has(id), `cycle through ${id}`).toBe(false);
        seen.add(id);
        const config = lesson(id);
        if (config.nextLesson === null) {
          expect(config.isLastInBlock || id === 'factor5', id).toBe(true);
          if (config.nextBlock !== null)
            expect(getLesson(blockStarts[config.nextBlock]), config.nextBlock).toBeDefined();
        }
        id = config.nextLesson;
      }
    }
  });

  it('reaches every lesson from a dashboard card through chains alone', () => {
    expect(dashboardEntries).toHaveLength(13);
    const reached = new Set<string>();
    const queue = [...dashboardEntries];
    while (queue.length > 0) {
      const id = queue.shift()!;
      if (reached.has(id)) continue;
      reached.add(id);
      const config = lesson(id);
      if (config.nextLesson) queue.push(config.nextLesson);
    }
    expect([...reached].sort()).toEqual([...lessonIds].sort());
  });
});
