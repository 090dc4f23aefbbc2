import { describe, expect, it } from 'vitest';
import { divisionCards } from '../lesson-cards';
import { blockReview, getLesson, lessonIds, units } from './index';

describe('celebration follows showRocketAnimation (issue 14 point 7)', () => {
  it('derives every lesson’s overlay from the rocket flag alone', () => {
    for (const id of lessonIds) {
      const l = getLesson(id)!;
      expect(l.celebration, id).toBe(l.showRocketAnimation ? 'rocket' : 'treasure');
    }
  });

  it('gives the real-life block the spec’s rocket (chain text), like the amusement park', () => {
    expect(getLesson('real-life-5')?.showRocketAnimation).toBe(true);
    expect(getLesson('real-life-5')?.celebration).toBe('rocket');
    expect(getLesson('amusement-park-5')?.celebration).toBe('rocket');
    expect(getLesson('d6-5')?.celebration).toBe('treasure');
  });

  it('lets the block review show the same celebration as the overlay', () => {
    for (const unit of units) {
      if (unit.after.kind !== 'review') continue;
      const last = getLesson(unit.lessons[unit.lessons.length - 1])!;
      expect(blockReview(unit.name)?.celebration, unit.name).toBe(last.celebration);
    }
    expect(blockReview('No such block')).toBeNull();
  });
});

describe('the remainder block is reachable from the d5 card’s chain (issue 14 point 5)', () => {
  it('titles the d5 card after the lesson it opens, division9, without the remainder story', () => {
    const d5 = divisionCards.find((c) => c.id === 'd5')!;
    expect(d5.title).toBe(getLesson('division9')?.title);
    expect(`${d5.title} ${d5.description}`).not.toMatch(/remainder|leftover/i);
  });

  it('offers The Mysterious Remainder at the review that ends division9’s chain', () => {
    let id: string | null = 'division9';
    let last = getLesson(id)!;
    while (id) {
      last = getLesson(id)!;
      id = last.nextLesson;
    }
    expect(last.isLastInBlock).toBe(true);
    const offer = blockReview(last.blockName)?.also;
    expect(offer).toBe('d5-1');
    expect(getLesson(offer!)?.blockName).toBe('The Mysterious Remainder');
  });
});
