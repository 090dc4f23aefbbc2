import { useCallback, useEffect, useRef, useState } from 'react';
import { playSound } from '@/lib/audio';
import { reportResult } from '@/state/results';
import { announce } from '../engine/announce';
import { requestRender } from '../engine/renderLoop';
import { EffectRunner } from '../engine/useSceneReducer';
import type { CastleEffect, Step } from './effects';

/**
 * Runs a castle reducer: timed effects go to the engine's EffectRunner (GSAP clock, cancelled on
 * unmount and reset); announce/sound/report effects run at once in the tap's handler, so feedback
 * starts within the same frame. The engine's useSceneReducer only knows timed effects, hence this
 * thin layer in the castle folder instead of a change to the engine.
 */
export function useCastleGame<S, A>(
  gameId: string,
  reducer: (state: S, action: A) => Step<S, A>,
  init: () => S,
  resetKey: unknown,
): [S, (action: A) => void] {
  const [state, setState] = useState<S>(init);
  const stateRef = useRef(state);
  const runnerRef = useRef<EffectRunner<A> | null>(null);

  const dispatch = useCallback(
    (action: A) => {
      const runner = runnerRef.current;
      if (!runner) return;
      const step = reducer(stateRef.current, action);
      if (step.state !== stateRef.current) {
        stateRef.current = step.state;
        setState(step.state);
        requestRender();
      }
      for (const effect of step.effects) runEffect(gameId, effect, runner);
    },
    [gameId, reducer],
  );

  useEffect(() => {
    const runner = new EffectRunner<A>((a) => dispatch(a));
    runnerRef.current = runner;
    return () => {
      runner.cancelAll();
      runnerRef.current = null;
    };
  }, [dispatch]);

  const initRef = useRef(init);
  initRef.current = init;
  const firstKey = useRef(resetKey);
  useEffect(() => {
    if (Object.is(firstKey.current, resetKey)) return;
    firstKey.current = resetKey;
    runnerRef.current?.cancelAll();
    const fresh = initRef.current();
    stateRef.current = fresh;
    setState(fresh);
    requestRender();
  }, [resetKey]);

  return [state, dispatch];
}

/** Performs one reducer effect. */
function runEffect<A>(gameId: string, effect: CastleEffect<A>, runner: EffectRunner<A>): void {
  if ('after' in effect) {
    runner.run([effect]);
    return;
  }
  switch (effect.type) {
    case 'announce':
      announce(effect.text);
      break;
    case 'sound':
      playSound(effect.sound);
      break;
    case 'report':
      reportResult({ kind: 'game', id: gameId, isCorrect: true, stars: effect.stars });
      break;
  }
}
