import {
  CompletionCard,
  MessagePanel,
  Pip,
  type SceneProps,
  Sparkles,
  textStyle,
  useLayout,
  useSceneReducer,
  useTextResolution,
} from '@scenes/engine';
import { arcPath } from '@scenes/engine/draw';
import { OPEN } from '@scenes/engine/effects';
import type { Graphics } from '@scenes/engine/pixi';
import { LevelBadge } from '@scenes/kits/challenge/LevelBadge';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { texts, vaults } from './data';
import { KeyButton, type KeyLook } from './KeyButton';
import { initVault, isMaster, questionLines, reduceVault, VAULT_STARS, type VaultState } from './logic';
import { VaultDoor } from './VaultDoor';

function lookOf(state: VaultState, value: number): KeyLook {
  if (state.chosen === value)
    return state.feedback === 'wrong' || state.feedback === 'reveal' ? 'wrong' : 'correct';
  // A challenge's wrong key shows the right one in green (issue 33 §2).
  if (state.feedback === 'reveal' && value === state.vaults[state.vault].answer) return 'correct';
  return state.feedback === 'none' ? 'normal' : 'locked';
}

/** A padlock, green once its vault is opened (each its own shape: opening one redraws one). */
function Lock({ x, open }: { x: number; open: boolean }) {
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      arcPath(g, 0, -8, 12, Math.PI, 2 * Math.PI).stroke({ color: open ? 0x86efac : 0xe2e8f0, width: 5 });
      g.roundRect(-18, -8, 36, 28, 7).fill(open ? 0x16a34a : 0x64748b);
      g.circle(0, 5, 4).fill(0x1f1b2e);
    },
    [open],
  );
  return <pixiGraphics x={x} draw={draw} />;
}

/** One padlock per vault (three in every round). */
const LOCK_NAMES = vaults.map((_, i) => `lock-${i}`);

/** Three padlocks, green when opened. */
function Locks({ x, y, opened }: { x: number; y: number; opened: number }) {
  return (
    <pixiContainer x={x} y={y}>
      {LOCK_NAMES.map((name, i) => (
        <Lock key={name} x={(i - 1) * 52} open={i < opened} />
      ))}
    </pixiContainer>
  );
}

/** Secret Vault: pick the key with the right product to open each of three vaults. */
export function SecretVaultScene({ resetCount, challenge }: SceneProps) {
  const init = useCallback((now: number) => initVault(now, challenge), [challenge]);
  const [state, dispatch] = useSceneReducer(reduceVault, init, resetCount, OPEN);
  const { width, portrait } = useLayout();
  const resolution = useTextResolution();
  const vault = state.vaults[state.vault];
  const round = state.challenge;
  const master = isMaster(state);
  const [shake, setShake] = useState(0);
  const [burst, setBurst] = useState(0);

  const progress = texts.progress(state.opened);
  const lines =
    state.feedback === 'correct'
      ? [texts.opened(vault), progress]
      : state.feedback === 'reveal'
        ? [`${vault.factor1} × ${vault.factor2} = ${vault.answer}`, progress]
        : questionLines(state);

  // Motion only (sounds and words are the reducer's effects): shake on a wrong key, sparkles on a right one.
  useEffect(() => {
    if (state.feedback === 'wrong' || state.feedback === 'reveal') setShake((n) => n + 1);
    if (state.feedback === 'correct') setBurst((n) => n + 1);
  }, [state.feedback]);

  const questionStyle = useMemo(
    () => textStyle({ size: 44, color: '#ffffff', weight: '700', shadow: true }),
    [],
  );
  const door = portrait ? { x: width / 2, y: 300, r: 130 } : { x: 290, y: 300, r: 165 };
  const keyW = portrait ? 136 : 180;
  const keyH = 84;
  const keys = vault.options.map((value, i) =>
    portrait
      ? { value, x: width / 2 + ((i % 3) - 1) * (keyW + 12), y: 540 + Math.floor(i / 3) * (keyH + 20) }
      : {
          value,
          x: 710 + (i % 2) * (keyW + 24) - (keyW + 24) / 2 + 12,
          y: 200 + Math.floor(i / 2) * (keyH + 22),
        },
  );
  const panel = portrait ? { x: width / 2, y: 770, w: 440 } : { x: 680, y: 560, w: 560 };

  return (
    <pixiContainer>
      <pixiText
        text={vault.question}
        anchor={0.5}
        x={portrait ? width / 2 : 290}
        y={portrait ? 58 : 52}
        style={questionStyle}
        resolution={resolution}
      />
      <Locks x={portrait ? width / 2 : 760} y={portrait ? 106 : 60} opened={state.opened} />
      {round && <LevelBadge x={portrait ? 70 : 930} y={portrait ? 106 : 60} level={round.track.level} />}
      <VaultDoor
        x={door.x}
        y={door.y}
        r={door.r}
        open={state.feedback === 'correct' || state.feedback === 'reveal'}
        shakeKey={shake}
      />
      <Sparkles x={door.x} y={door.y} burst={burst} radius={door.r + 30} />
      {keys.map((k) => (
        <KeyButton
          key={`${state.vault}-${k.value}`}
          x={k.x}
          y={k.y}
          w={keyW}
          h={keyH}
          value={k.value}
          look={lookOf(state, k.value)}
          resolution={resolution}
          onPress={() => dispatch({ type: 'choose', value: k.value })}
        />
      ))}
      {!portrait && (
        <Pip x={70} y={560} pose={state.feedback === 'correct' ? 'cheering' : 'thinking'} size={0.7} />
      )}
      <MessagePanel x={panel.x} y={panel.y} width={panel.w} lines={lines} accent="#fbbf24" />
      {master && (
        <CompletionCard
          above={panel.y - 62}
          title={round ? challengeTexts.done : texts.done}
          message={round ? challengeTexts.score(state.opened, state.vaults.length) : progress}
          stars={round ? state.opened : VAULT_STARS}
          actions={[
            {
              label: challengeTexts.newChallenge,
              color: '#16a34a',
              onPress: () => dispatch({ type: 'newChallenge' }),
            },
            { label: texts.playAgain, color: '#5b3cc4', onPress: () => dispatch({ type: 'playAgain' }) },
          ]}
        />
      )}
    </pixiContainer>
  );
}
