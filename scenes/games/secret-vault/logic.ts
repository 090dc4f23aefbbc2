import type { ChallengeSetup } from '@scenes/engine/challenge';
import {
  announceOnly,
  answered,
  go,
  later,
  prompt,
  result,
  type SceneEffect,
  type SceneFact,
  type SceneReducer,
  say,
  settle,
  sound,
} from '@scenes/engine/effects';
import { wrongAnswerSays } from '@scenes/engine/feedback';
import {
  type ChallengeProgress,
  gameAnswer,
  levelUpSays,
  progressAfter,
  reportChallenge,
  startProgress,
} from '@scenes/kits/challenge/ask';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import { NEXT_MS, REVEAL_MS, texts, type VaultChallenge, vaults, WRONG_MS } from './data';
import { challengeVaults } from './rounds';

/**
 * Vault state (spec §4): the round's vaults, which vault, how many opened, the chosen key and its
 * feedback. In a challenge round (issue 33) `challenge` keeps the level and facts asked, and a
 * wrong key shows the right one ('reveal') before the next vault.
 */
export interface VaultState {
  vaults: readonly VaultChallenge[];
  vault: number;
  opened: number;
  /** The key being judged (locked while feedback shows), or null while choosing. */
  chosen: number | null;
  feedback: 'none' | 'wrong' | 'correct' | 'reveal';
  /** When the question showed (engine clock, ms): answers are timed from it. */
  shownAt: number;
  challenge: ChallengeProgress | null;
}

/** Key taps, the engine's timed follow-ups, Play Again and New challenge. */
export type VaultAction =
  | { type: 'open' }
  | { type: 'choose'; value: number }
  | { type: 'clearWrong' }
  | { type: 'nextVault' }
  | { type: 'playAgain' }
  | { type: 'newChallenge' };

/** Stars for opening all three vaults. */
export const VAULT_STARS = 3;

/** The first vault, locked, nothing chosen, shown at `now`: the spec's vaults, or a challenge's. */
export function initVault(now = 0, setup?: ChallengeSetup | null): VaultState {
  return {
    vaults: setup ? challengeVaults(setup) : vaults,
    vault: 0,
    opened: 0,
    chosen: null,
    // i18n-ignore: a state value, never shown
    feedback: 'none',
    shownAt: now,
    challenge: setup ? startProgress(setup) : null,
  };
}

/** Vaults done: every one opened (spec), or the last one answered (challenge). */
export function isMaster(state: VaultState): boolean {
  if (state.challenge) return isLast(state) && (state.feedback === 'correct' || state.feedback === 'reveal');
  return state.opened === state.vaults.length;
}

function isLast(state: VaultState): boolean {
  return state.vault === state.vaults.length - 1;
}

/** The fact a vault asks: factor1 × factor2. */
export function factOf(v: VaultChallenge): SceneFact {
  return { op: 'mul', a: v.factor1, b: v.factor2 };
}

/** The lines a vault shows while it is being solved (question, progress). */
export function questionLines(state: VaultState): string[] {
  return [state.vaults[state.vault].question, texts.progress(state.opened)];
}

/** What a vault says as it appears: its question (a prompt); the progress is for screen readers. */
export function questionSays(state: VaultState): SceneEffect<VaultAction>[] {
  const [question, progress] = questionLines(state);
  return [prompt(question), announceOnly(progress)];
}

/** A challenge's answer: right opens the vault, wrong shows the right key; both go on (issue 33 §2). */
function chooseInChallenge(state: VaultState, value: number, now: number, progress: ChallengeProgress) {
  const vault = state.vaults[state.vault];
  const asked = { op: 'mul' as const, a: vault.factor1, b: vault.factor2 };
  const fact = gameAnswer(asked, value, state.shownAt, now);
  const correct = value === vault.answer;
  const challenge = progressAfter(progress, asked, fact);
  const opened = state.opened + (correct ? 1 : 0);
  const next: VaultState = {
    ...state,
    chosen: value,
    // i18n-ignore: a state value, never shown
    feedback: correct ? 'correct' : 'reveal',
    opened,
    challenge,
  };
  const product = `${vault.factor1} × ${vault.factor2} = ${vault.answer}`;
  const effects: SceneEffect<VaultAction>[] = correct
    ? [fact, sound('correct'), say(challengeTexts.right(`${vault.factor1} × ${vault.factor2}`, vault.answer))]
    : [fact, sound('wrong'), say(challengeTexts.notQuite(product))];
  effects.push(...levelUpSays(progress, challenge), reportChallenge(challenge));
  if (!isLast(state))
    return {
      state: next,
      effects: [...effects, later(correct ? NEXT_MS : REVEAL_MS, { type: 'nextVault' } as const)],
    };
  const right = opened;
  return {
    state: next,
    effects: [
      ...effects,
      sound('complete'),
      say(challengeTexts.done),
      say(challengeTexts.score(right, state.vaults.length)),
      result({ isCorrect: right === state.vaults.length, stars: right }),
      say(challengeTexts.offer),
    ],
  };
}

/**
 * Opening the scene says the first question. Choosing is refused while feedback shows or after the end, and for a value that is not one of the
 * vault's keys. Every answer is a timed fact attempt. A wrong key turns red, is announced ("7 × 8 is
 * not 48"), the narrator says "Try again", and it clears after 1 s; a correct one opens the vault (+1) and the next vault follows after 2 s;
 * the last one stays open, reports the game completed and offers a challenge. A challenge round
 * goes on after a wrong key too, showing and saying the right answer (chooseInChallenge).
 */
export const reduceVault: SceneReducer<VaultState, VaultAction> = (state, action, now) => {
  switch (action.type) {
    case 'open':
      return { state, effects: questionSays(state) };
    case 'choose': {
      const vault = state.vaults[state.vault];
      if (state.feedback !== 'none' || isMaster(state) || !vault.options.includes(action.value))
        return settle(state);
      if (state.challenge) return chooseInChallenge(state, action.value, now, state.challenge);
      const fact = answered(factOf(vault), action.value, state.shownAt, now);
      if (action.value !== vault.answer) {
        return {
          // i18n-ignore: a state value, never shown
          state: { ...state, chosen: action.value, feedback: 'wrong' },
          effects: [
            fact,
            sound('wrong'),
            ...wrongAnswerSays(`${vault.factor1} × ${vault.factor2}`, action.value),
            later(WRONG_MS, { type: 'clearWrong' }),
          ],
        };
      }
      const opened = state.opened + 1;
      const next = { ...state, chosen: action.value, feedback: 'correct' as const, opened };
      const open = [fact, sound('correct'), say(texts.opened(vault)), say(texts.progress(opened))];
      if (opened < state.vaults.length)
        return { state: next, effects: [...open, later(NEXT_MS, { type: 'nextVault' })] };
      return {
        state: next,
        effects: [
          ...open,
          sound('complete'),
          say(texts.done),
          result({ isCorrect: true, stars: VAULT_STARS }),
          say(challengeTexts.offer),
        ],
      };
    }
    case 'clearWrong':
      return state.feedback === 'wrong'
        ? // i18n-ignore: a state value, never shown
          { state: { ...state, chosen: null, feedback: 'none', shownAt: now }, effects: [] }
        : settle(state);
    case 'nextVault': {
      if (state.feedback === 'none' || state.feedback === 'wrong' || isLast(state)) return settle(state);
      const next: VaultState = {
        ...state,
        vault: state.vault + 1,
        chosen: null,
        // i18n-ignore: a state value, never shown
        feedback: 'none',
        shownAt: now,
      };
      return { state: next, effects: questionSays(next) };
    }
    case 'playAgain': {
      // A challenge's Play Again is the spec's round (the page's replay); the spec's replays itself.
      if (state.challenge) return { state, effects: [go('replay')] };
      const fresh = initVault(now);
      return { state: fresh, effects: questionSays(fresh) };
    }
    case 'newChallenge':
      return { state, effects: [go('challenge')] };
  }
};
