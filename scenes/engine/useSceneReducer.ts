import { gsap } from 'gsap';
import { useCallback, useEffect, useRef, useState } from 'react';
import { playSound } from '@/lib/audio';
import { announce } from './announce';
import type { Later, SceneReducer } from './effects';
import { narrate } from './narration';
import { requestRender } from './renderLoop';
import { useSceneServices } from './services';

// State timings (3 s spin, 1 s / 2 s vault) must follow the wall clock. GSAP's default lag smoothing
// slows its clock down whenever a frame takes over 500 ms (common on software WebGL and slow
// tablets), which would stretch them; with it off, tweens jump ahead instead and effects fire on time.
gsap.ticker.lagSmoothing(0);

/** After a wall-clock effect, when its frame is drawn (ms): React has committed the new state by then. */
const WALL_FRAME_MS = 20;

/**
 * Runs a reducer's effects on GSAP's clock and cancels them all at once. Separate from React so the
 * runner can be tested and reused (lessons use it too).
 */
export class EffectRunner<A> {
  private readonly pending = new Set<gsap.core.Tween>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(private readonly dispatch: (action: A) => void) {}

  /** Schedules each effect; `after` is in milliseconds. */
  run(effects: readonly Later<A>[]): void {
    for (const effect of effects) {
      if (effect.wall) {
        this.runWall(effect);
        continue;
      }
      const call = gsap.delayedCall(effect.after / 1000, () => {
        this.pending.delete(call);
        this.dispatch(effect.action);
      });
      this.pending.add(call);
    }
  }

  /**
   * A wall-clock effect: dispatched by a timer, not on the next frame, then its frame is drawn
   * without waiting for the ticker (GSAP's ticker follows requestAnimationFrame, which a busy
   * tablet delays): one tick once the state change has been committed.
   */
  private runWall(effect: Later<A>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.dispatch(effect.action);
      const frame = setTimeout(() => {
        this.timers.delete(frame);
        gsap.ticker.tick();
      }, WALL_FRAME_MS);
      this.timers.add(frame);
    }, effect.after);
    this.timers.add(timer);
  }

  /** How many effects are still waiting. */
  get size(): number {
    return this.pending.size + this.timers.size;
  }

  /** Cancels every waiting effect (unmount, reset). */
  cancelAll(): void {
    for (const call of this.pending) call.kill();
    this.pending.clear();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

/** The engine's clock for reducers (ms, monotonic). */
function now(): number {
  return performance.now();
}

/**
 * React hook for a scene's pure reducer: returns the state and a dispatch that applies the reducer
 * and performs every effect it returns, in order, in the same dispatch (DESIGN §3.1): sounds and
 * announcements at once (feedback within the tap's frame), results, fact answers and navigation
 * through the hosting page's SceneServices, timed follow-ups on GSAP's clock. A refused action (the
 * same state back) re-renders nothing. Changing `resetKey` cancels pending effects and restarts from
 * `init(now)`. Unmount cancels everything, so no delayed action fires into a destroyed scene.
 * `open` (e.g. `{ type: 'open' }`) is dispatched when the scene opens and after each reset: the
 * reducer answers it with the opening prompt (a `say` effect), so the prompt is said as it appears.
 */
export function useSceneReducer<S, A>(
  reducer: SceneReducer<S, A>,
  init: (now: number) => S,
  resetKey: unknown = 0,
  open?: A,
): [S, (action: A) => void] {
  const [state, setState] = useState<S>(() => init(now()));
  const stateRef = useRef(state);
  const runnerRef = useRef<EffectRunner<A> | null>(null);
  const alive = useRef(true);
  // Kept in a ref: new services each render must not recreate dispatch (that restarts the runner).
  const services = useSceneServices();
  const servicesRef = useRef(services);
  servicesRef.current = services;

  const openRef = useRef(open);
  // Timed effects go through the runner; the latest dispatch applies what it fires.
  const dispatchRef = useRef<(action: A) => void>(() => {});
  // Made with the first render, not in the mount effect: a tap can land before React has run
  // passive effects (the Pixi overlay's buttons exist from the first Pixi frame, which may come
  // first on a busy tablet), and its timed follow-ups must not be dropped, or the scene waits
  // forever (Auto Distribute stuck in its "distributing" phase).
  if (!runnerRef.current) runnerRef.current = new EffectRunner<A>((a) => dispatchRef.current(a));
  const dispatch = useCallback(
    (action: A) => {
      if (!alive.current) return;
      const step = reducer(stateRef.current, action, now());
      if (step.state !== stateRef.current) {
        stateRef.current = step.state;
        setState(step.state);
        requestRender();
      }
      for (const e of step.effects) {
        if ('after' in e) runnerRef.current?.run([e]);
        else if ('sound' in e) playSound(e.sound);
        else if ('say' in e) {
          announce(e.say, true);
          narrate(e.say, e.prompt ? 'prompt' : 'feedback');
        } else if ('announce' in e) announce(e.announce);
        else if ('result' in e) servicesRef.current?.result(e.result);
        else if ('fact' in e) servicesRef.current?.fact(e.fact);
        else if ('navigate' in e) servicesRef.current?.navigate(e.navigate);
        else if ('challenge' in e) servicesRef.current?.challenge?.(e.challenge);
      }
    },
    [reducer],
  );

  dispatchRef.current = dispatch;

  // The runner lives for one mount (StrictMode mounts twice; each later mount gets a new runner).
  useEffect(() => {
    alive.current = true;
    runnerRef.current ??= new EffectRunner<A>((a) => dispatchRef.current(a));
    const runner = runnerRef.current;
    if (openRef.current !== undefined) dispatch(openRef.current);
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
    const fresh = initRef.current(now());
    stateRef.current = fresh;
    setState(fresh);
    requestRender();
    if (openRef.current !== undefined) dispatchRef.current(openRef.current);
  }, [resetKey]);

  return [state, dispatch];
}
