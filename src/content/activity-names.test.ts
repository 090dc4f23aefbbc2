import { findGame, gameIds } from '@scenes/registry';
import { describe, expect, it } from 'vitest';
import { describeActivity, gameTotals, isPlayedOnly, knownActivity } from './activity-names';
import { lessonIds } from './lessons';

describe('activity names', () => {
  it('names every lesson of the graph, the remainder block included', () => {
    for (const id of lessonIds) expect(knownActivity('lesson', id), id).not.toBeNull();
    expect(describeActivity('lesson', 'd5-1')).toEqual({
      name: 'The Mysterious Remainder 1',
      subject: 'division',
    });
    expect(describeActivity('lesson', 'd5-5').name).toBe('The Mysterious Remainder 5');
  });

  it('names every game as its frame does', () => {
    for (const id of gameIds()) {
      expect(describeActivity('game', id).name, id).toBe(findGame(id)?.title);
    }
    expect(describeActivity('game', 'castle-complete').name).toBe('Castle Complete');
    expect(describeActivity('game', 'castle-builder').name).toBe('Castle Foundation');
  });

  it('counts every game level in its subject, from the manifests', () => {
    expect(gameTotals()).toEqual({ multiplication: 8, division: 15, factors: 0 });
  });

  it('knows which games ask no question', () => {
    expect(isPlayedOnly('game', 'star-treasure-hunt')).toBe(true);
    expect(isPlayedOnly('game', 'ferris-wheel-race')).toBe(true);
    expect(isPlayedOnly('game', 'secret-vault')).toBe(false);
    expect(isPlayedOnly('lesson', 'multiplication1')).toBe(false);
  });
});
