import { t } from '@lingui/core/macro';
import { type SceneProps, spaceBackground } from '@scenes/engine';
import { divisionArt } from '@scenes/kits/space/DivisionArt';
import { lazySpaceChallenge } from '@scenes/kits/space/lazySpaceChallenge';
import { MissionScene } from '@scenes/kits/space/MissionScene';
import { missionConfig } from '@scenes/kits/space/missionConfig';
import { type StationSplit, splits, texts } from './data';
import { reduceSpaceStation } from './logic';

// Last of the space series: its manifest's `next` leads back to the start (spec §2).
const config = missionConfig<StationSplit>(
  {
    noun: () => t`Station`,
    unit: () => t`astronauts`,
    items: splits,
    reducer: reduceSpaceStation,
    art: divisionArt('chamber', (s: StationSplit) => ({
      total: s.astronauts,
      groups: s.chambers,
      per: s.perChamber,
    })),
    colors: ['#a78bfa', '#34d399', '#f472b6', '#38bdf8'],
  },
  texts,
);

/** The challenge round (issue 33), loaded when a challenge starts (the frame preloads it). */
export const ChallengeRound = lazySpaceChallenge(() =>
  import('./challengeConfig').then((m) => m.challengeConfig),
);

/**
 * Space Station Division: share each station's astronauts equally among its chambers.
 * A challenge round (issue 33) when the frame gives one, else the spec's round.
 */
export function SpaceStationDivisionScene({ resetCount, challenge }: SceneProps) {
  if (challenge) return <ChallengeRound setup={challenge} resetCount={resetCount} />;
  return <SpecRound resetCount={resetCount} />;
}

function SpecRound({ resetCount }: { resetCount: number }) {
  return <MissionScene config={config} resetCount={resetCount} />;
}

/** The sky of this game. */
export const background = spaceBackground(13);
