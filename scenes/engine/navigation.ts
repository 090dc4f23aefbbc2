import { atom, useAtomValue } from 'jotai';
import { store } from '@/lib/store';

/** A path a scene asks the shell to open (scenes never import the router). */
export const navigationRequestAtom = atom<string | null>(null);

/** Asks the game page to navigate to `path` (build it with the helpers of src/app/paths.ts). */
export function requestNavigation(path: string): void {
  store.set(navigationRequestAtom, path);
}

/** The pending navigation request in React (the game page follows it). */
export function useNavigationRequest(): string | null {
  return useAtomValue(navigationRequestAtom, { store });
}
