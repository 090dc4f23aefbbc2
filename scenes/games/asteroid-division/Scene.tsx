import { t } from '@lingui/core/macro';
import { type SceneProps, spaceBackground } from '@scenes/engine';
import { divisionArt } from '@scenes/kits/space/DivisionArt';
import { MissionScene, type MissionSceneConfig } from '@scenes/kits/space/MissionScene';
import { type Mission, missions, texts } from './data';
import { reduceAsteroid } from './logic';

// The texts' getters stay getters (a spread would read them once, before the catalogue loads).
const config = Object.defineProperties<object>(
  {
    get noun() {
      return t`Mission`;
    },
    items: missions,
    reducer: reduceAsteroid,
    get unit() {
      return t`crew`;
    },
    art: divisionArt('shuttle', (m: Mission) => ({
      total: m.totalCrew,
      groups: m.shuttles,
      per: m.crewPerShuttle,
    })),
    colors: ['#fb923c', '#f472b6', '#38bdf8', '#34d399'],
  },
  Object.getOwnPropertyDescriptors(texts),
) as MissionSceneConfig<Mission>;

/** Asteroid Division: share each mission's crew equally among its shuttles. */
export function AsteroidDivisionScene({ resetCount }: SceneProps) {
  return <MissionScene config={config} resetCount={resetCount} />;
}

/** The sky of this game. */
export const background = spaceBackground(9);
