import { createStore, Provider } from 'jotai';
import { createElement, type ReactNode } from 'react';

/**
 * The one Jotai store of the app. React reads it through <Provider store={store}>; scenes and
 * non-React modules read and write it directly, so scenes never import shell modules.
 */
export const store = createStore();

/** Makes the one store the React tree's Jotai store (the shell wraps /auth and /app in it). */
export function StoreProvider({ children }: { children: ReactNode }) {
  return createElement(Provider, { store }, children);
}
