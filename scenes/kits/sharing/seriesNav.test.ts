import { describe, expect, it, vi } from 'vitest';
import { goStep, nextAction, previousAction, seriesPlace } from './seriesNav';

const labels = { next: 'Next Game', last: 'Back to Dashboard' };

describe('series navigation from the manifests', () => {
  it('reads the level, the series length and its label from the manifest', () => {
    expect(seriesPlace('ice-cream-party')).toEqual({ level: 1, count: 4, label: 'Game 1 of 4' });
    expect(seriesPlace('backpack-train-3')).toEqual({ level: 3, count: 4, label: 'Game 3 of 4' });
  });

  it('level 1 has no Previous Game; its Next Game dispatches the intent next', () => {
    const dispatch = vi.fn();
    expect(previousAction('soccer-teams', 'Previous Game', dispatch)).toBeNull();
    const next = nextAction('soccer-teams', labels, dispatch);
    expect(next.label).toBe('Next Game');
    next.onPress();
    expect(dispatch).toHaveBeenCalledWith({ type: 'go', intent: 'next' });
  });

  it('a middle level goes back with previous', () => {
    const dispatch = vi.fn();
    const previous = previousAction('ice-cream-party-3', 'Previous Game', dispatch, '#5b3cc4');
    expect(previous?.label).toBe('Previous Game');
    expect(previous?.color).toBe('#5b3cc4');
    previous?.onPress();
    expect(dispatch).toHaveBeenCalledWith({ type: 'go', intent: 'previous' });
  });

  it('the last level ends the series on the dashboard', () => {
    const dispatch = vi.fn();
    const last = nextAction('backpack-train-4', { next: 'Next Game', last: 'Complete Series' }, dispatch);
    expect(last.label).toBe('Complete Series');
    last.onPress();
    expect(dispatch).toHaveBeenCalledWith({ type: 'go', intent: 'dashboard' });
  });

  it('the reducer answers a series button with the navigation effect only', () => {
    const state = { done: true };
    expect(goStep(state, 'previous')).toEqual({ state, effects: [{ navigate: 'previous' }] });
    expect(goStep(state, 'next').state).toBe(state);
  });
});
