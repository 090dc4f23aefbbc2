import { createContext, type ReactNode, useContext } from 'react';
import type { FactAnswer, NavIntent, SceneResult } from './effects';

/**
 * What a scene's effects reach outside the engine. The page that hosts a scene provides them
 * (results store, fact queue, router), so scenes never import src/state, src/app or src/pages.
 */
export interface SceneServices {
  /** Record a completion or a lesson answer for the activity on screen. */
  result(report: SceneResult): void;
  /** Record one timed answer to a × or ÷ fact. */
  fact(answer: FactAnswer): void;
  /** Go somewhere by intent; the page knows the URLs and the order of games. */
  navigate(intent: NavIntent): void;
}

const SceneServicesContext = createContext<SceneServices | null>(null);

/** Provides the services to the scene below (SceneHost puts it inside the Pixi tree). */
export function SceneServicesProvider({
  value,
  children,
}: {
  value: SceneServices | null;
  children: ReactNode;
}) {
  return <SceneServicesContext.Provider value={value}>{children}</SceneServicesContext.Provider>;
}

/** The services of the hosting page; a scene outside any page (a unit test) gets none. */
export function useSceneServices(): SceneServices | null {
  return useContext(SceneServicesContext);
}
