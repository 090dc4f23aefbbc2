/**
 * `base` with every property of `from`, getters kept as getters: texts are read when shown, in the
 * language on screen, so a spread (which reads them once, before the catalogue loads) would freeze them.
 */
export function withTexts<T>(base: object, from: object): T {
  return Object.defineProperties(base, Object.getOwnPropertyDescriptors(from)) as T;
}
