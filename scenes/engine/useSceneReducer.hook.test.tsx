// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Step } from './types';
import { useSceneReducer } from './useSceneReducer';

type Instant = { type: 'say'; text: string };
type Action = 'tap' | 'refuse' | 'later';

/** Counts taps; a tap says so at once and asks for a 'later' 20 ms on; 'refuse' changes nothing. */
function reducer(state: number, action: Action): Step<number, Action, Instant> {
  if (action === 'refuse') return { state, effects: [] };
  if (action === 'later') return { state: state + 100, effects: [] };
  return {
    state: state + 1,
    effects: [
      { type: 'say', text: `tap ${state + 1}` },
      { after: 20, action: 'later' },
    ],
  };
}

describe('useSceneReducer', () => {
  it('runs instant effects through perform at once and timed ones later', async () => {
    const said: string[] = [];
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useSceneReducer(
        reducer,
        () => 0,
        0,
        (e: Instant) => said.push(e.text),
      );
    });
    act(() => result.current[1]('tap'));
    expect(result.current[0]).toBe(1);
    expect(said).toEqual(['tap 1']);
    await act(() => new Promise((r) => setTimeout(r, 120)));
    expect(result.current[0]).toBe(101);

    const before = renders;
    act(() => result.current[1]('refuse'));
    expect(renders).toBe(before);
  });

  it('cancels pending timed effects on unmount', async () => {
    const seen: Action[] = [];
    const spy = (state: number, action: Action) => {
      seen.push(action);
      return reducer(state, action);
    };
    const { result, unmount } = renderHook(() => useSceneReducer(spy, () => 0));
    act(() => result.current[1]('tap'));
    unmount();
    await new Promise((r) => setTimeout(r, 80));
    expect(seen).toEqual(['tap']);
  });
});
