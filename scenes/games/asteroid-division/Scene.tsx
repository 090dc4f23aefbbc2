import { type SceneProps, spaceBackground } from '@scenes/engine';
import { DivisionArt } from '@scenes/kits/space/DivisionArt';
import { type MissionArtProps, MissionScene, type MissionSceneConfig } from '@scenes/kits/space/MissionScene';
import { type Mission, missions, texts } from './data';
import { reduceAsteroid } from './logic';

function MissionArt({ item, done, width, height }: MissionArtProps<Mission>) {
  return (
    <DivisionArt
      total={item.totalCrew}
      groups={item.shuttles}
      per={item.crewPerShuttle}
      kind="shuttle"
      done={done}
      width={width}
      height={height}
    />
  );
}

const config: MissionSceneConfig<Mission> = {
  gameId: 'asteroid-division',
  nextGame: 'space-station-division',
  noun: 'Mission',
  items: missions,
  reducer: reduceAsteroid,
  start: texts.start,
  done: texts.done,
  unit: 'crew',
  equation: texts.equation,
  running: texts.running,
  caption: texts.caption,
  Art: MissionArt,
  colors: ['#fb923c', '#f472b6', '#38bdf8', '#34d399'],
};

/** Asteroid Division: share each mission's crew equally among its shuttles. */
export function AsteroidDivisionScene({ resetCount }: SceneProps) {
  return <MissionScene config={config} resetCount={resetCount} />;
}

/** The sky of this game. */
export const background = spaceBackground(9);
