// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { type ReactNode, useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { store } from '@/lib/store';
import { announcementsAtom } from './announce';
import { OPEN, prompt, type SceneEffect, type SceneReducer, say } from './effects';
import { narrator } from './narration';
import { type SceneServices, SceneServicesProvider } from './services';
import { useSceneReducer } from './useSceneReducer';

type Action = 'tap' | 'refuse' | 'later';

/** Counts taps; a tap says so at once and asks for a 'later' 20 ms on; 'refuse' changes nothing. */
const reducer: SceneReducer<number, Action> = (state, action) => {
  if (action === 'refuse') return { state, effects: [] };
  if (action === 'later') return { state: state + 100, effects: [] };
  return { state: state + 1, effects: [say(`tap ${state + 1}`), { after: 20, action: 'later' }] };
};

describe('useSceneReducer', () => {
  it('runs instant effects at once and timed ones later', async () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useSceneReducer(reducer, () => 0, 0);
    });
    act(() => result.current[1]('tap'));
    expect(result.current[0]).toBe(1);
    expect(store.get(announcementsAtom).at(-1)?.text).toBe('tap 1');
    await act(() => new Promise((r) => setTimeout(r, 120)));
    expect(result.current[0]).toBe(101);

    const before = renders;
    act(() => result.current[1]('refuse'));
    expect(renders).toBe(before);
  });

  it('keeps the timed effects of an action taken before the mount effect ran (a tap in the first frame)', async () => {
    const { result } = renderHook(() => {
      const pair = useSceneReducer(reducer, () => 0);
      // Layout effects run before passive ones: this tap comes before the runner's mount effect.
      const [, dispatch] = pair;
      useLayoutEffect(() => dispatch('tap'), [dispatch]);
      return pair;
    });
    expect(result.current[0]).toBe(1);
    await act(() => new Promise((r) => setTimeout(r, 120)));
    expect(result.current[0]).toBe(101);
  });

  it('cancels pending timed effects on unmount', async () => {
    const seen: Action[] = [];
    const spy: SceneReducer<number, Action> = (state, action, now) => {
      seen.push(action);
      return reducer(state, action, now);
    };
    const { result, unmount } = renderHook(() => useSceneReducer(spy, () => 0));
    act(() => result.current[1]('tap'));
    unmount();
    await new Promise((r) => setTimeout(r, 80));
    expect(seen).toEqual(['tap']);
  });

  it('performs every effect of the one effect path in order: announce, result, fact, navigate, later', async () => {
    type A = 'answer' | 'done';
    const log: string[] = [];
    const services: SceneServices = {
      result: (r) => log.push(`result ${r.isCorrect} ${r.stars}`),
      fact: (f) => log.push(`fact ${f.fact.a}x${f.fact.b}=${f.answer} ${f.correct} ${f.ms >= 0}`),
      navigate: (intent) => log.push(`navigate ${intent}`),
    };
    const times: number[] = [];
    const reduce: SceneReducer<number, A> = (state, action, now) => {
      times.push(now);
      if (action === 'done') return { state: state + 1, effects: [{ navigate: 'next' }] };
      const effects: SceneEffect<A>[] = [
        say('7 × 8 = 56'),
        { result: { isCorrect: true, stars: 3 } },
        { fact: { fact: { op: 'mul', a: 7, b: 8 }, answer: 56, correct: true, ms: 900 } },
        { after: 10, action: 'done' },
      ];
      return { state: state + 1, effects };
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SceneServicesProvider value={services}>{children}</SceneServicesProvider>
    );
    const { result } = renderHook(() => useSceneReducer(reduce, () => 0), { wrapper });
    act(() => result.current[1]('answer'));
    expect(store.get(announcementsAtom).at(-1)?.text).toBe('7 × 8 = 56');
    expect(log).toEqual(['result true 3', 'fact 7x8=56 true true']);
    await act(() => new Promise((r) => setTimeout(r, 80)));
    expect(log.at(-1)).toBe('navigate next');
    expect(result.current[0]).toBe(2);
    // The engine hands the reducer its clock.
    expect(times.every((t) => typeof t === 'number' && t > 0)).toBe(true);
  });
});

describe('useSceneReducer and narration', () => {
  it('says the opening prompt on mount and after a reset; a say effect is spoken and announced', () => {
    type A = { type: 'open' } | { type: 'tap' };
    const reduce: SceneReducer<number, A> = (state, action) =>
      action.type === 'open'
        ? { state, effects: [prompt('7 × 8 = ?')] }
        : { state: state + 1, effects: [say('Try again')] };
    const started: string[] = [];
    const synth = {
      speak: (u: { text: string; onend: (() => void) | null }) => {
        started.push(u.text);
        u.onend?.();
      },
      cancel: () => undefined,
      getVoices: () => [],
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: class {
        lang = '';
        rate = 1;
        pitch = 1;
        onend: (() => void) | null = null;
        onerror: (() => void) | null = null;
        constructor(readonly text: string) {}
      },
      configurable: true,
    });
    narrator.reset();
    narrator.enabled = true;
    const { result, rerender } = renderHook(({ reset }) => useSceneReducer(reduce, () => 0, reset, OPEN), {
      initialProps: { reset: 0 },
    });
    expect(started).toEqual(['7 times 8 is what?']);
    expect(narrator.currentPrompt).toBe('7 × 8 = ?');
    act(() => result.current[1]({ type: 'tap' }));
    expect(started).toEqual(['7 times 8 is what?', 'Try again']);
    expect(store.get(announcementsAtom).at(-1)?.text).toBe('Try again');
    expect(store.get(announcementsAtom).at(-1)?.said).toBe(true);
    rerender({ reset: 1 });
    expect(started.at(-1)).toBe('7 times 8 is what?');
    expect(started).toHaveLength(3);
  });
});
