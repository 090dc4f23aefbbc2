import { describe, expect, it } from 'vitest';
import { GROWN_UP, isKidChoice, playerMode } from './playerMode';

describe('playerMode', () => {
  it('keeps a stored choice', () => {
    expect(playerMode(GROWN_UP, ['a', 'b'], true)).toEqual({ kind: 'grown-up' });
    expect(playerMode('b', ['a', 'b'], false)).toEqual({ kind: 'kid', studentId: 'b' });
    expect(playerMode('a', ['a'], true)).toEqual({ kind: 'kid', studentId: 'a' });
  });

  it('asks at home, unlocked, when several children and nobody chosen (a grown-up signed in)', () => {
    expect(playerMode(null, ['a', 'b'], true)).toEqual({ kind: 'ask', locked: false });
  });

  it('never hands the device to an only child by itself: the grown-up stays a grown-up', () => {
    expect(playerMode(null, ['a'], true)).toEqual({ kind: 'grown-up' });
    expect(playerMode(null, ['a'], false)).toEqual({ kind: 'grown-up' });
  });

  it('keeps a device whose child was deleted locked: it asks, with the Grown-up tile gated', () => {
    expect(playerMode('gone', ['a', 'b'], true)).toEqual({ kind: 'ask', locked: true });
    expect(playerMode('gone', ['a'], false)).toEqual({ kind: 'ask', locked: true });
    expect(playerMode('gone', [], true)).toEqual({ kind: 'ask', locked: true });
  });

  it('leaves the grown-up dashboard with no children or away from home', () => {
    expect(playerMode(null, [], true)).toEqual({ kind: 'grown-up' });
    expect(playerMode(null, ['a', 'b'], false)).toEqual({ kind: 'grown-up' });
  });
});

describe('isKidChoice', () => {
  it('is true only for a stored child', () => {
    expect(isKidChoice('a')).toBe(true);
    expect(isKidChoice(GROWN_UP)).toBe(false);
    expect(isKidChoice(null)).toBe(false);
  });
});
