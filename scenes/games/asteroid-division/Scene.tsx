import { t } from '@lingui/core/macro';
import { type SceneProps, spaceBackground } from '@scenes/engine';
import { divisionArt } from '@scenes/kits/space/DivisionArt';
import { MissionScene } from '@scenes/kits/space/MissionScene';
import { missionConfig } from '@scenes/kits/space/missionConfig';
import { ShareModel } from '@scenes/kits/space/ShareModel';
import { SpaceChallenge, type SpaceChallengeConfig } from '@scenes/kits/space/SpaceChallenge';
import { challengeWords, type Mission, missions, texts } from './data';
import { reduceAsteroid, reduceAsteroidChallenge } from './logic';
import { challengeRound } from './rounds';

const config = missionConfig<Mission>(
  {
    noun: () => t`Mission`,
    unit: () => t`crew`,
    items: missions,
    reducer: reduceAsteroid,
    art: divisionArt('shuttle', (m: Mission) => ({
      total: m.totalCrew,
      groups: m.shuttles,
      per: m.crewPerShuttle,
    })),
    colors: ['#fb923c', '#f472b6', '#38bdf8', '#34d399'],
  },
  texts,
);

/** Asteroid Division: share each mission's crew equally among its shuttles. */
const challengeConfig: SpaceChallengeConfig = {
  reducer: reduceAsteroidChallenge,
  round: challengeRound,
  words: challengeWords,
  model: (p) => <ShareModel kind="shuttle" {...p} />,
};

/** A challenge round (issue 33) when the frame gives one, else the spec's round. */
export function AsteroidDivisionScene({ resetCount, challenge }: SceneProps) {
  if (challenge) return <SpaceChallenge setup={challenge} resetCount={resetCount} config={challengeConfig} />;
  return <SpecRound resetCount={resetCount} />;
}

function SpecRound({ resetCount }: { resetCount: number }) {
  return <MissionScene config={config} resetCount={resetCount} />;
}

/** The sky of this game. */
export const background = spaceBackground(9);
