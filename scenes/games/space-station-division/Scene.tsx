import { type SceneProps, spaceBackground } from '@scenes/engine';
import { DivisionArt } from '@scenes/kits/space/DivisionArt';
import { type MissionArtProps, MissionScene, type MissionSceneConfig } from '@scenes/kits/space/MissionScene';
import { type StationSplit, splits, texts } from './data';
import { reduceSpaceStation } from './logic';

function StationArt({ item, done, width, height }: MissionArtProps<StationSplit>) {
  return (
    <DivisionArt
      total={item.astronauts}
      groups={item.chambers}
      per={item.perChamber}
      kind="chamber"
      done={done}
      width={width}
      height={height}
    />
  );
}

const config: MissionSceneConfig<StationSplit> = {
  gameId: 'space-station-division',
  // Last of the space series: back to the start (spec §2).
  nextGame: 'star-treasure-hunt',
  noun: 'Station',
  items: splits,
  reducer: reduceSpaceStation,
  start: texts.start,
  done: texts.done,
  unit: 'astronauts',
  equation: texts.equation,
  running: texts.running,
  caption: texts.caption,
  Art: StationArt,
  colors: ['#a78bfa', '#34d399', '#f472b6', '#38bdf8'],
};

/** Space Station Division: share each station's astronauts equally among its chambers. */
export function SpaceStationDivisionScene({ resetCount }: SceneProps) {
  return <MissionScene config={config} resetCount={resetCount} />;
}

/** The sky of this game. */
export const background = spaceBackground(13);
