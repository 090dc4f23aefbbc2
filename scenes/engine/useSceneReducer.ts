import { gsap } from 'gsap';
import { useCallback, useEffect, useRef, useState } from 'react';
import { requestRender } from './renderLoop';
import { type Effect, isTimed, type SceneReducer } from './types';

// State timings (3 s spin, 1 s / 2 s vault) must follow the wall clock. GSAP's default lag smoothing
// slows its clock down whenever a frame takes over 500 ms (common on software WebGL and slow
// tablets), which would stretch them; with it off, tweens jump ahead instead and effects fire on time.
gsap.ticker.lagSmoothing(0);

/**
 * Runs a reducer's effects on GSAP's clock and cancels them all at once. Separate from React so the
 * runner can be tested and reused (lessons use it too).
 */
export class EffectRunner<A> {
  private readonly pending = new Set<gsap.core.Tween>();

  constructor(private readonly dispatch: (action: A) => void) {}

  /** Schedules each effect; `after` is in milliseconds. */
  run(effects: readonly Effect<A>[]): void {
    for (const effect of effects) {
      const call = gsap.delayedCall(effect.after / 1000, () => {
        this.pending.delete(call);
        this.dispatch(effect.action);
      });
      this.pending.add(call);
    }
  }

  /** How many effects are still waiting. */
  get size(): number {
    return this.pending.size;
  }

  /** Cancels every waiting effect (unmount, reset). */
  cancelAll(): void {
    for (const call of this.pending) call.kill();
    this.pending.clear();
  }
}

/**
 * React hook for a scene's pure reducer: returns the state and a dispatch that applies the reducer,
 * runs its instant effects through `perform` (sounds, announcements, results: same frame as the
 * tap) and schedules its timed ones. A refused action (the same state back) re-renders nothing.
 * Changing `resetKey` cancels pending effects and restarts from `init()`. Unmount cancels
 * everything, so no delayed action fires into a destroyed scene.
 */
export function useSceneReducer<S, A, I = never>(
  reducer: SceneReducer<S, A, I>,
  init: () => S,
  resetKey: unknown = 0,
  perform?: (effect: I) => void,
): [S, (action: A) => void] {
  const [state, setState] = useState<S>(init);
  const stateRef = useRef(state);
  const runnerRef = useRef<EffectRunner<A> | null>(null);
  const alive = useRef(true);
  // Kept in a ref: a new `perform` each render must not recreate dispatch (that restarts the runner).
  const performRef = useRef(perform);
  performRef.current = perform;

  const dispatch = useCallback(
    (action: A) => {
      if (!alive.current) return;
      const step = reducer(stateRef.current, action);
      if (step.state !== stateRef.current) {
        stateRef.current = step.state;
        setState(step.state);
        requestRender();
      }
      for (const effect of step.effects) {
        if (isTimed<A, I>(effect)) runnerRef.current?.run([effect]);
        else performRef.current?.(effect);
      }
    },
    [reducer],
  );

  // The runner lives for one mount (StrictMode mounts twice; each mount gets its own runner).
  useEffect(() => {
    alive.current = true;
    const runner = new EffectRunner<A>((a) => dispatch(a));
    runnerRef.current = runner;
    return () => {
      alive.current = false;
      runner.cancelAll();
      runnerRef.current = null;
    };
  }, [dispatch]);

  const initRef = useRef(init);
  initRef.current = init;
  const firstReset = useRef(resetKey);
  useEffect(() => {
    if (Object.is(firstReset.current, resetKey)) return;
    firstReset.current = resetKey;
    runnerRef.current?.cancelAll();
    const fresh = initRef.current();
    stateRef.current = fresh;
    setState(fresh);
    requestRender();
  }, [resetKey]);

  return [state, dispatch];
}
