import { describe, expect, it } from 'vitest';
import { getLesson, lessonIds } from './index';
import type { Item } from './types';

/** The words a child reads, and the picture that must then be drawn for them. */
const drawnFor: Array<[RegExp, Item]> = [
  [/\bsocks?\b/i, 'sock'],
  [/\boranges?\b/i, 'orange'],
  [/\beggs?\b/i, 'egg'],
  [/(?<!Ferris )\bwheels?\b/i, 'wheel'],
  [/\bcookies?\b/i, 'cookie'],
  [/\bapples?\b/i, 'apple'],
  [/\bballoons?\b/i, 'balloon'],
];

describe('lesson art matches the words (issue 14 point 17)', () => {
  it('draws the thing the question counts, where the picture draws items', () => {
    const wrong: string[] = [];
    for (const id of lessonIds) {
      const l = getLesson(id)!;
      const v = l.visualContent;
      if (!('item' in v)) continue;
      const match = drawnFor.find(([word]) => word.test(`${l.question} ${l.finalQuestion}`));
      if (match && v.item !== match[1]) wrong.push(`${id} draws ${v.item} for “${l.finalQuestion}”`);
    }
    expect(wrong).toEqual([]);
  });
});
