import { useLayout } from '@scenes/engine/LayoutContext';
import { requestNavigation } from '@scenes/engine/navigation';
import type { SceneProps } from '@scenes/engine/types';
import { Button } from '@scenes/engine/ui/Button';
import { useSceneReducer } from '@scenes/engine/useSceneReducer';
import { Banner } from '@scenes/kits/sharing/Banner';
import { useAnnounced, useCompletion } from '@scenes/kits/sharing/hooks';
import { SeriesBadge } from '@scenes/kits/sharing/SeriesBadge';
import { SharingCard } from '@scenes/kits/sharing/SharingCard';
import { clampLevel, levelRouteId, SERIES_LENGTH } from '@scenes/kits/sharing/series';
import { useCallback, useMemo } from 'react';
import { gamePath, paths } from '@/app/paths';
import { playSound } from '@/lib/audio';
import { Bench } from './Bench';
import { SOCCER_LEVELS } from './data';
import { soccerLayout } from './layout';
import { benchPlayers, initSoccer, type SoccerAction, soccerReducer, teamPlayers } from './logic';
import { Pitch } from './Pitch';
import { TeamCard } from './TeamCard';
import { soccerTexts as T } from './texts';

/** Soccer Teams 1-4: form full teams by tapping + slots or with "Form Teams". */
export default function SoccerScene({ routeId, level: rawLevel, resetCount }: SceneProps) {
  const level = clampLevel(rawLevel);
  const data = SOCCER_LEVELS[level - 1];
  const init = useCallback(() => initSoccer(data), [data]);
  const [state, dispatch] = useSceneReducer(soccerReducer, init, resetCount);
  const { portrait, width } = useLayout();
  const L = useMemo(
    () => soccerLayout(portrait, data.players, state.teams.length, data.teamSize),
    [portrait, data, state.teams.length],
  );

  const act = useCallback(
    (action: SoccerAction) => {
      if (soccerReducer(state, action).state === state) playSound('wrong');
      else dispatch(action);
    },
    [state, dispatch],
  );

  const bench = benchPlayers(state);
  const benchText = T.bench(bench.length);
  const resultLine = state.done ? T.divisionResult(data) : T.divisionQuestion(data);
  useAnnounced(benchText);
  useAnnounced(resultLine);
  useCompletion(state.done, routeId, T.success(data), state.autoFormed);

  const last = level === SERIES_LENGTH;
  const action = last
    ? { label: T.backToDashboard, onPress: () => requestNavigation(paths.app) }
    : {
        label: T.nextGame,
        onPress: () => requestNavigation(gamePath(levelRouteId('soccer-teams', level + 1))),
      };

  return (
    <pixiContainer>
      <Pitch />
      <SeriesBadge x={portrait ? 16 : 20} y={portrait ? 40 : 32} level={level} accent={0x16a34a} />
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
          onAdd={() => act({ type: 'addToTeam', team: t })}
          onRemove={(id) => act({ type: 'removePlayer', player: id - 1 })}
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
          onPress={() => act({ type: 'formTeams' })}
        />
      )}
      {state.done && (
        <SharingCard title={T.successTitle} message={T.divisionResult(data)} actions={[action]} />
      )}
    </pixiContainer>
  );
}
