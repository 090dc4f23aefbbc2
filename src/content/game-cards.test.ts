import { describe, expect, it } from 'vitest';
import { gameCards } from './game-cards';

describe('game cards', () => {
  it('lists the 8 games in the spec order with the first two featured', () => {
    expect(gameCards.map((g) => g.id)).toEqual([
      'star-treasure-hunt',
      'castle-builder',
      'ferris-wheel-race',
      'secret-vault',
      'ice-cream-party',
      'soccer-teams',
      'inverse-vault',
      'backpack-train',
    ]);
    expect(gameCards.map((g) => g.featured)).toEqual([true, true, false, false, false, false, false, false]);
  });

  it('gives every card a title, description, emoji and colour', () => {
    for (const g of gameCards) {
      expect(g.title && g.description && g.emoji && g.color).toBeTruthy();
    }
  });
});
