import { type ComponentType, lazy, Suspense, useState } from 'react';

/** A view in its own chunk: renders nothing until its code is in, and can be loaded ahead. */
export interface LazyView<P> {
  (props: P): React.JSX.Element;
  /** Loads the chunk (the frame awaits it with a challenge's plan, so the round opens whole). */
  preload(): Promise<unknown>;
}

/**
 * A part of a scene that only some rounds draw (a challenge round's pad, question and badge: issue
 * 33), split from the game route's first download. `load` resolves to the component; the frame
 * preloads it through the definition's `preloadChallenge` before the round mounts, and a view mounted
 * after that draws at once (no Suspense pass); one mounted before shows nothing until the code is in.
 */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return { default: component };
    });
    // A failed load (offline before the worker cached it) may be tried again.
    pending.catch(() => {
      pending = undefined;
    });
    return pending;
  };
  const Waiting = lazy(once);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per view, at module level, like lazy()
  const Lazy = (props: P) => {
    // Fixed for the instance's life: switching from the lazy element to the loaded one would remount.
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={null}>
        <Waiting {...props} />
      </Suspense>
    );
  };
  Lazy.preload = once;
  return Lazy;
}
