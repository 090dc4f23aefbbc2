import { OPEN } from '@scenes/engine/effects';
import { useLayout } from '@scenes/engine/LayoutContext';
import { useHomeLabel } from '@scenes/engine/services';
import type { SceneProps } from '@scenes/engine/types';
import { Banner } from '@scenes/engine/ui/Banner';
import { Button } from '@scenes/engine/ui/Button';
import { useSceneReducer } from '@scenes/engine/useSceneReducer';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import { currentFact } from '@scenes/kits/sharing/challenge';
import { ChallengeStage } from '@scenes/kits/sharing/lazyChallengeStage';
import { SeriesBadge } from '@scenes/kits/sharing/SeriesBadge';
import { SharingCard } from '@scenes/kits/sharing/SharingCard';
import { nextAction } from '@scenes/kits/sharing/seriesNav';
import { useCallback, useMemo } from 'react';
import { Bench } from './Bench';
import { SOCCER_LEVELS } from './data';
import { soccerLayout } from './layout';
import {
  asking,
  benchPlayers,
  initSoccer,
  initSoccerChallenge,
  soccerReducer,
  statusLines,
  teamPlayers,
} from './logic';
import { Pitch } from './Pitch';
import { TeamCard } from './TeamCard';
import { soccerWords, soccerTexts as T } from './texts';

/** Soccer Teams 1-4: form full teams by tapping + slots or with "Form Teams". */
export default function SoccerScene({ routeId, level, resetCount, challenge }: SceneProps) {
  const spec = SOCCER_LEVELS[level - 1] ?? SOCCER_LEVELS[0];
  const init = useCallback(
    (now: number) => (challenge ? initSoccerChallenge(spec.level, challenge, now) : initSoccer(spec, now)),
    [spec, challenge],
  );
  const [state, dispatch] = useSceneReducer(soccerReducer, init, resetCount, OPEN);
  // A challenge's sharings set their own numbers; the series level keeps its look.
  const data = state.level;
  const round = state.challenge;
  const shown = round?.phase === 'shown' || round?.phase === 'done';
  // While the question is asked the teams are hidden: their number is the answer.
  const hideTeams = asking(state);
  const { portrait, width } = useLayout();
  const L = useMemo(
    () => soccerLayout(portrait, data.players, state.teams.length, data.teamSize),
    [portrait, data, state.teams.length],
  );

  const bench = benchPlayers(state);
  const [benchText, status] = statusLines(state);
  const resultLine = shown && round ? round.line : status;
  const action = nextAction(routeId, { next: T.nextGame, last: useHomeLabel(T.backToDashboard) }, dispatch);

  const scene = (
    <pixiContainer>
      <Pitch />
      <SeriesBadge x={portrait ? 16 : 20} y={portrait ? 40 : 32} routeId={routeId} accent={0x16a34a} />
      <Banner
        x={L.resultLine.x}
        y={L.resultLine.y}
        width={L.resultLine.w}
        text={resultLine}
        size={shown ? (portrait ? 16 : 22) : portrait ? 22 : 26}
        lines={shown && portrait ? 2 : 1}
      />
      <Bench box={L.bench} spots={L.benchSpots} size={L.benchPlayerSize} players={bench} label={benchText} />
      {!hideTeams &&
        state.teams.map((team, t) => (
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
      {!state.done && !hideTeams && (
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
      {state.done && !round && (
        <SharingCard
          title={T.successTitle}
          message={T.divisionResult(data)}
          actions={[
            {
              label: challengeTexts.newChallenge,
              color: '#16a34a',
              onPress: () => dispatch({ type: 'newChallenge' }),
            },
            action,
          ]}
        />
      )}
    </pixiContainer>
  );
  if (!round) return scene;
  return (
    <ChallengeStage
      round={round}
      question={soccerWords.question(currentFact(round))}
      short={soccerWords.short}
      onPad={dispatch}
      onNew={() => dispatch({ type: 'newChallenge' })}
      onReplay={() => dispatch({ type: 'replay' })}
      replayLabel={T.playAgain}
      badge={portrait ? { x: 80, y: 96 } : { x: 940, y: 32 }}
    >
      {scene}
    </ChallengeStage>
  );
}
