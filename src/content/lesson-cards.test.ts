import { describe, expect, it } from 'vitest';
import { divisionCards, lessonIdForCard, multiplicationCards } from './lesson-cards';

describe('lesson cards', () => {
  it('has m1-m7 and d1-d7 in order', () => {
    expect(multiplicationCards.map((c) => c.id)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7']);
    expect(divisionCards.map((c) => c.id)).toEqual(['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7']);
  });

  it('maps every card to the lessonId of the spec table', () => {
    const all = [...multiplicationCards, ...divisionCards].map((c) => [c.id, lessonIdForCard(c.id)]);
    expect(Object.fromEntries(all)).toEqual({
      m1: 'multiplication1',
      m2: 'factor1',
      m3: 'multiplication3',
      m4: 'timestable1',
      m5: 'times-table-mission-1',
      m6: 'real-life-1',
      m7: 'amusement-park-1',
      d1: 'division1',
      d2: 'division6',
      d3: 'division16',
      d4: 'division8',
      d5: 'division9',
      d6: 'division6',
      d7: 'division7',
    });
  });

  it('returns null for an unmapped card (the coming-soon alert path)', () => {
    expect(lessonIdForCard('m8')).toBeNull();
    expect(lessonIdForCard('toString')).toBeNull();
    expect(lessonIdForCard('')).toBeNull();
  });
});
