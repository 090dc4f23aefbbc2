import { describe, expect, it } from 'vitest';
import { overLimitLines, parseRoster, rosterRows } from './parseRoster';

const none = { existingNames: [], existingAvatars: [], limit: 25 };

describe('parseRoster', () => {
  it('reads one name a line, or "name, grade", skipping a header and blank ends', () => {
    const lines = parseRoster(
      '\nname,grade\nAna\n  Bruno  Lima , 3rd grade\n"Silva, Caio",2nd grade\n\n',
      none,
    );
    expect(lines.map((l) => [l.line, l.name, l.grade, l.error])).toEqual([
      [3, 'Ana', null, null],
      [4, 'Bruno Lima', '3rd grade', null],
      [5, 'Silva, Caio', '2nd grade', null],
    ]);
  });

  it('flags empty, too long, duplicate and over-the-limit lines', () => {
    const text = ['Ana', ', 2nd', 'x'.repeat(41), 'ana', 'Bea', 'Leo', 'Zoe, 1st, extra'].join('\n');
    const lines = parseRoster(text, { existingNames: ['Leo'], existingAvatars: [], limit: 3 });
    expect(lines.map((l) => l.error)).toEqual([
      null,
      expect.stringMatching(/^No name/),
      expect.stringMatching(/^Too long/),
      expect.stringMatching(/^Duplicate: ana/),
      null,
      expect.stringMatching(/^Duplicate: Leo/),
      expect.stringMatching(/^Too many parts/),
    ]);
    const over = parseRoster('A\nB\nC', { existingNames: ['Leo'], existingAvatars: [], limit: 3 });
    expect(over.map((l) => l.error)).toEqual([null, null, expect.stringMatching(/^Over the plan's 3/)]);
  });

  it('ignores blank lines in the middle and says which lines are over the plan', () => {
    const text = ['Ana', '', 'Bea', '   ', 'Caio', 'Duda'].join('\n');
    const lines = parseRoster(text, { existingNames: ['Leo'], existingAvatars: [], limit: 3 });
    expect(lines.map((l) => [l.line, l.error === null])).toEqual([
      [1, true],
      [3, true],
      [5, false],
      [6, false],
    ]);
    expect(overLimitLines(lines, 3)).toEqual([5, 6]);
  });

  it('gives every student an avatar, the least worn in the class first', () => {
    const lines = parseRoster(Array.from({ length: 25 }, (_, i) => `Kid ${i}`).join('\n'), {
      existingNames: ['Old'],
      existingAvatars: ['avatar:fox'],
      limit: 30,
    });
    expect(lines[0]?.avatar).toBe('cat');
    const counts = new Map<string, number>();
    for (const l of lines) counts.set(l.avatar, (counts.get(l.avatar) ?? 0) + 1);
    expect(Math.max(...counts.values()) - Math.min(...counts.values())).toBeLessThanOrEqual(1);
    expect(rosterRows(lines.slice(0, 1))).toEqual([{ name: 'Kid 0', grade: null, avatar_url: 'avatar:cat' }]);
  });
});
