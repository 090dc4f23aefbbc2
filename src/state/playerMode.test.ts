import { describe, expect, it } from 'vitest';
import { GROWN_UP, playerMode } from './playerMode';

describe('playerMode', () => {
  it('keeps a stored choice', () => {
    expect(playerMode(GROWN_UP, ['a', 'b'], true)).toEqual({ kind: 'grown-up' });
    expect(playerMode('b', ['a', 'b'], false)).toEqual({ kind: 'kid', studentId: 'b', auto: false });
  });

  it('asks at home when several children and nobody chosen', () => {
    expect(playerMode(null, ['a', 'b'], true)).toEqual({ kind: 'ask' });
  });

  it('picks the only child without asking', () => {
    expect(playerMode(null, ['a'], true)).toEqual({ kind: 'kid', studentId: 'a', auto: true });
  });

  it('treats a deleted child as no choice', () => {
    expect(playerMode('gone', ['a', 'b'], true)).toEqual({ kind: 'ask' });
    expect(playerMode('gone', ['a'], true)).toEqual({ kind: 'kid', studentId: 'a', auto: true });
  });

  it('leaves the grown-up dashboard with no children or away from home', () => {
    expect(playerMode(null, [], true)).toEqual({ kind: 'grown-up' });
    expect(playerMode(null, ['a', 'b'], false)).toEqual({ kind: 'grown-up' });
  });
});
