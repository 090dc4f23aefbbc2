import type { ChallengeSetup } from '@scenes/engine/challenge';
import {
  go,
  later,
  laterWall,
  prompt,
  result,
  type SceneReducer,
  type Step,
  say,
  settle,
  sound,
} from '@scenes/engine/effects';
import { castleMessages } from '@scenes/kits/castle/messages';
import { CHALLENGE_NEXT_MS, CHALLENGE_REVEAL_MS, FOUNDATION_CARD_DELAY_MS } from '@scenes/kits/castle/rules';
import {
  type ChallengeProgress,
  gameAnswer,
  levelUpSays,
  progressAfter,
  reportChallenge,
  startProgress,
} from '@scenes/kits/challenge/ask';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import { PICK } from './logic';
import { challengeFoundations, type FoundationTarget } from './rounds';

/**
 * A Castle Foundation challenge round (issue 33): two foundations, each a target with at least two
 * factor pairs among six blocks. The child picks 2 blocks and presses Build Foundation: that is the
 * answer. A right pair builds the castle ("Yes! 4 × 6 = 24"); a wrong one shows its total in red, and
 * the right pair flies into the foundation ("Not quite: 4 × 6 = 24"). Either way the next target comes.
 */
export interface ChallengeBuilderState {
  targets: readonly FoundationTarget[];
  /** Which target is being built. */
  at: number;
  /** Block indexes into the target's blocks. */
  selected: readonly number[];
  placed: readonly number[];
  total: number | null;
  built: boolean;
  /** Building; an answer showing (blocks locked); the last castle rising; the card. */
  phase: 'playing' | 'judged' | 'finishing' | 'done';
  right: number;
  shownAt: number;
  challenge: ChallengeProgress;
}

/** Block taps, Build Foundation, the clock's follow-ups and the card's buttons. */
export type ChallengeBuilderAction =
  | { type: 'open' }
  | { type: 'tapBlock'; block: number }
  | { type: 'build' }
  | { type: 'nextTarget' }
  | { type: 'showCard' }
  | { type: 'next' }
  | { type: 'newChallenge' };

type BuilderStep = Step<ChallengeBuilderState, ChallengeBuilderAction>;

/** The round's start: the first target asked at `now`. */
export function initChallengeBuilder(setup: ChallengeSetup, now = 0): ChallengeBuilderState {
  return {
    targets: challengeFoundations(setup),
    at: 0,
    selected: [],
    placed: [],
    total: null,
    built: false,
    // i18n-ignore: a state value, never shown
    phase: 'playing',
    right: 0,
    shownAt: now,
    challenge: startProgress(setup),
  };
}

/** The target being built. */
export function targetOf(state: ChallengeBuilderState): FoundationTarget {
  return state.targets[state.at];
}

/** The goal of the target being built: "Pick 2 blocks that multiply to 24!" (shown and said). */
export function goalOf(state: ChallengeBuilderState): string {
  return castleMessages.builderAsk(targetOf(state).target);
}

/** Picks or drops a block (at most 2), while building. */
function tapBlock(state: ChallengeBuilderState, block: number): BuilderStep {
  const { blocks } = targetOf(state);
  if (state.phase !== 'playing' || blocks[block] === undefined) return settle(state);
  const picked = state.selected.includes(block);
  if (!picked && state.selected.length >= PICK) return settle(state);
  const selected = picked ? state.selected.filter((b) => b !== block) : [...state.selected, block];
  return { state: { ...state, selected }, effects: [sound('tap')] };
}

/** Build Foundation: the answer. Right builds with the picked blocks; wrong builds with the asked pair. */
function build(state: ChallengeBuilderState, now: number): BuilderStep {
  if (state.phase !== 'playing' || state.selected.length !== PICK) return settle(state);
  const t = targetOf(state);
  const [x, y] = state.selected.map((i) => t.blocks[i]);
  const total = x * y;
  const correct = total === t.target;
  // A right pair answers its own fact (3 × 8 or 4 × 6); a wrong one misses the fact asked.
  const fact = { op: 'mul' as const, ...(correct ? { a: x, b: y } : { a: t.a, b: t.b }) };
  const attempt = gameAnswer(fact, total, state.shownAt, now);
  const challenge = progressAfter(state.challenge, fact, attempt);
  const placed = correct ? state.selected : [t.blocks.indexOf(t.a), t.blocks.indexOf(t.b)];
  const last = state.at === state.targets.length - 1;
  const next: ChallengeBuilderState = {
    ...state,
    placed,
    total,
    built: true,
    phase: last ? 'finishing' : 'judged',
    right: state.right + (correct ? 1 : 0),
    challenge,
  };
  const effects: BuilderStep['effects'] = [
    attempt,
    say(castleMessages.builderTotal(total)),
    sound(correct ? 'correct' : 'wrong'),
    say(
      correct
        ? challengeTexts.right(`${x} × ${y}`, total)
        : challengeTexts.notQuite(`${t.a} × ${t.b} = ${t.target}`),
    ),
    ...levelUpSays(state.challenge, challenge),
    reportChallenge(challenge),
  ];
  if (last)
    return {
      state: next,
      effects: [...effects, laterWall(FOUNDATION_CARD_DELAY_MS + (correct ? 0 : 800), { type: 'showCard' })],
    };
  return {
    state: next,
    effects: [...effects, later(correct ? CHALLENGE_NEXT_MS : CHALLENGE_REVEAL_MS, { type: 'nextTarget' })],
  };
}

/** The challenge round's reducer (refused moves return the same state and no effects). */
export const challengeBuilderReducer: SceneReducer<ChallengeBuilderState, ChallengeBuilderAction> = (
  state,
  action,
  now,
): BuilderStep => {
  switch (action.type) {
    case 'open':
      return { state, effects: [prompt(goalOf(state))] };
    case 'tapBlock':
      return tapBlock(state, action.block);
    case 'build':
      return build(state, now);
    case 'nextTarget': {
      if (state.phase !== 'judged') return settle(state);
      const next: ChallengeBuilderState = {
        ...state,
        at: state.at + 1,
        selected: [],
        placed: [],
        total: null,
        built: false,
        // i18n-ignore: a state value, never shown
        phase: 'playing',
        shownAt: now,
      };
      return { state: next, effects: [prompt(goalOf(next))] };
    }
    case 'showCard': {
      if (state.phase !== 'finishing') return settle(state);
      const of = state.targets.length;
      return {
        // i18n-ignore: a state value, never shown
        state: { ...state, phase: 'done' },
        effects: [
          sound('complete'),
          say(challengeTexts.done),
          say(challengeTexts.score(state.right, of)),
          result({ isCorrect: state.right === of, stars: state.right }),
          say(challengeTexts.offer),
        ],
      };
    }
    case 'next':
      return state.phase === 'done' ? { state, effects: [go('next')] } : settle(state);
    case 'newChallenge':
      return state.phase === 'done' ? { state, effects: [go('challenge')] } : settle(state);
  }
};
