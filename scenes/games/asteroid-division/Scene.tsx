import { t } from '@lingui/core/macro';
import { type SceneProps, spaceBackground } from '@scenes/engine';
import { divisionArt } from '@scenes/kits/space/DivisionArt';
import { lazySpaceChallenge } from '@scenes/kits/space/lazySpaceChallenge';
import { MissionScene } from '@scenes/kits/space/MissionScene';
import { missionConfig } from '@scenes/kits/space/missionConfig';
import { type Mission, missions, texts } from './data';
import { reduceAsteroid } from './logic';

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

/** The challenge round (issue 33), loaded when a challenge starts (the frame preloads it). */
export const ChallengeRound = lazySpaceChallenge(() =>
  import('./challengeConfig').then((m) => m.challengeConfig),
);

/**
 * Asteroid Division: share each mission's crew equally among its shuttles.
 * A challenge round (issue 33) when the frame gives one, else the spec's round.
 */
export function AsteroidDivisionScene({ resetCount, challenge }: SceneProps) {
  if (challenge) return <ChallengeRound setup={challenge} resetCount={resetCount} />;
  return <SpecRound resetCount={resetCount} />;
}

function SpecRound({ resetCount }: { resetCount: number }) {
  return <MissionScene config={config} resetCount={resetCount} />;
}

/** The sky of this game. */
export const background = spaceBackground(9);
