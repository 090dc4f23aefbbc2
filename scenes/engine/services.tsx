import { createContext, type ReactNode, useContext } from 'react';
import type { ChallengeReport } from './challenge';
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
  /** Keep a challenge round's facts and level (the no-repeat rule, the game's level): issue 33. */
  challenge?(report: ChallengeReport): void;
  /**
   * True when a child holds the device (kid mode, a class session): child words replace grown-up
   * ones, "Home" instead of "Back to Dashboard" (issue 22 §2). The page knows; the scene asks here.
   */
  kidWords?: boolean;
}

/** The child's word for the dashboard's home. */
export const HOME_WORD = 'Home';

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

/** The label of a button back to the dashboard: the spec's words for grown-ups, "Home" for a child. */
export function useHomeLabel(grownUpLabel: string): string {
  return useSceneServices()?.kidWords ? HOME_WORD : grownUpLabel;
}
