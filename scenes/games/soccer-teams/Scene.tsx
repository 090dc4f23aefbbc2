import { OPEN } from '@scenes/engine/effects';
import { useLayout } from '@scenes/engine/LayoutContext';
import { useHomeLabel } from '@scenes/engine/services';
import type { SceneProps } from '@scenes/engine/types';
import { Banner } from '@scenes/engine/ui/Banner';
import { Button } from '@scenes/engine/ui/Button';
import { useSceneReducer } from '@scenes/engine/useSceneReducer';
import { SeriesBadge } from '@scenes/kits/sharing/SeriesBadge';
import { SharingCard } from '@scenes/kits/sharing/SharingCard';
import { nextAction } from '@scenes/kits/sharing/seriesNav';
import { useCallback, useMemo } from 'react';
import { Bench } from './Bench';
import { SOCCER_LEVELS } from './data';
import { soccerLayout } from './layout';
import { benchPlayers, initSoccer, soccerReducer, statusLines, teamPlayers } from './logic';
import { Pitch } from './Pitch';
import { TeamCard } from './TeamCard';
import { soccerTexts as T } from './texts';

/** Soccer Teams 1-4: form full teams by tapping + slots or with "Form Teams". */
export default function SoccerScene({ routeId, level, resetCount }: SceneProps) {
  const data = SOCCER_LEVELS[level - 1] ?? SOCCER_LEVELS[0];
  const init = useCallback((now: number) => initSoccer(data, now), [data]);
  const [state, dispatch] = useSceneReducer(soccerReducer, init, resetCount, OPEN);
  const { portrait, width } = useLayout();
  const L = useMemo(
    () => soccerLayout(portrait, data.players, state.teams.length, data.teamSize),
    [portrait, data, state.teams.length],
  );

  const bench = benchPlayers(state);
  const [benchText, resultLine] = statusLines(state);
  const action = nextAction(routeId, { next: T.nextGame, last: useHomeLabel(T.backToDashboard) }, dispatch);

  return (
    <pixiContainer>
      <Pitch />
      <SeriesBadge x={portrait ? 16 : 20} y={portrait ? 40 : 32} routeId={routeId} accent={0x16a34a} />
      <Banner
        x={L.resultLine.x}
        y={L.resultLine.y}
        width={L.resultLine.w}
        text={resultLine}
        size={portrait ? 22 : 26}
      />
      <Bench box={L.bench} spots={L.benchSpots} size={L.benchPlayerSize} players={bench} label={benchText} />
      {state.teams.map((team, t) => (
        <TeamCard
          key={team.id}
          index={t}
          color={team.color}
          box={L.teams[t]}
          seat={L.seat}
          members={teamPlayers(state, t)}
          editable={!state.autoFormed && !state.done}
          onAdd={() => dispatch({ type: 'addToTeam', team: t })}
          onRemove={(id) => dispatch({ type: 'removePlayer', player: id - 1 })}
        />
      ))}
      {!state.done && (
        <Button
          label={T.formTeams}
          x={portrait ? width / 2 : 680}
          y={L.buttonY}
          width={260}
          height={64}
          fontSize={26}
          color="#16a34a"
          disabled={state.autoFormed}
          onPress={() => dispatch({ type: 'formTeams' })}
        />
      )}
      {state.done && (
        <SharingCard title={T.successTitle} message={T.divisionResult(data)} actions={[action]} />
      )}
    </pixiContainer>
  );
}
