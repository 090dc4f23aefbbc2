/** Set on every function a patch installs, so installing twice (HMR, two bundles) wraps once. */
const PATCHED = Symbol.for('mathpop.pixiPatch');

/** Whether `fn` is one of our patched functions. */
export function isPatched(fn: unknown): boolean {
  return typeof fn === 'function' && PATCHED in fn;
}

/** Marks `fn` as installed by a patch and returns it. */
export function markPatched<F extends object>(fn: F): F {
  Object.defineProperty(fn, PATCHED, { value: true });
  return fn;
}
