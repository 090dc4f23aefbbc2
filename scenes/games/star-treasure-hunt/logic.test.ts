import { describe, expect, it } from 'vitest';
import { additionText, initStarHunt, isComplete, productText, reduceStarHunt, totalStars } from './logic';

const visit = (planet: number) => ({ type: 'visit', planet }) as const;

describe('star treasure hunt logic', () => {
  it('starts with nothing visited and no stars', () => {
    const s = initStarHunt();
    expect(s.visited).toEqual([]);
    expect(totalStars(s)).toBe(0);
    expect(additionText(s)).toBe('');
    expect(isComplete(s)).toBe(false);
  });

  it('visiting an unvisited planet marks it and adds 5 stars', () => {
    const { state, effects } = reduceStarHunt(initStarHunt(), visit(3));
    expect(state.visited).toEqual([3]);
    expect(totalStars(state)).toBe(5);
    expect(productText(state)).toBe('1 × 5 = 5 stars');
    expect(effects).toEqual([]);
  });

  it('a visited planet does nothing', () => {
    const once = reduceStarHunt(initStarHunt(), visit(2)).state;
    const again = reduceStarHunt(once, visit(2));
    expect(again.state).toBe(once);
    expect(totalStars(again.state)).toBe(5);
  });

  it('an unknown planet is refused', () => {
    const s = initStarHunt();
    expect(reduceStarHunt(s, visit(9)).state).toBe(s);
  });

  it('shows the running total as repeated addition and multiplication', () => {
    let s = initStarHunt();
    for (const p of [4, 1, 2]) s = reduceStarHunt(s, visit(p)).state;
    expect(additionText(s)).toBe('5 + 5 + 5 = 15');
    expect(productText(s)).toBe('3 × 5 = 15 stars');
    expect(isComplete(s)).toBe(false);
  });

  it('completes when all 4 planets are visited, with 20 stars', () => {
    let s = initStarHunt();
    for (const p of [1, 2, 3, 4]) s = reduceStarHunt(s, visit(p)).state;
    expect(isComplete(s)).toBe(true);
    expect(totalStars(s)).toBe(20);
    expect(productText(s)).toBe('4 × 5 = 20 stars');
  });
});
