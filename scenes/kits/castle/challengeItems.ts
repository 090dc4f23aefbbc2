import type { ChallengeSetup } from '@scenes/engine/challenge';
import {
  go,
  later,
  laterWall,
  prompt,
  result,
  type SceneEffect,
  type SceneReducer,
  type Step,
  say,
  settle,
  sound,
} from '@scenes/engine/effects';
import {
  type ChallengeProgress,
  gameAnswer,
  levelUpSays,
  progressAfter,
  reportChallenge,
  startProgress,
} from '@scenes/kits/challenge/ask';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import {
  answerOf,
  type CastleItem,
  type ItemsAction,
  type ItemsGame,
  type ItemsState,
  nextUnbuilt,
  questionOf,
} from './itemsLogic';
import { CARD_DELAY_MS, CHALLENGE_NEXT_MS, CHALLENGE_REVEAL_MS } from './rules';

/**
 * A challenge round of castle-towers, castle-walls and castle-complete (issue 33): the same four plots
 * and three keys, with the child's own facts. Every key is an answer: a right one builds the item
 * ("Yes! 4 × 3 = 12"); a wrong one builds it too, so its stones show the right answer, and says why
 * ("Not quite: 4 rows of 3 stones make 12"). Either way the next item follows: no retry, no dead end.
 */

/** A challenge round's items and each one's three keys (a pure, seeded generator makes them). */
export interface ItemsRound {
  items: readonly CastleItem[];
  options: readonly (readonly number[])[];
}

/** The spec's state plus the round's items, the answer being shown, the score and the level track. */
export interface ChallengeItemsState extends ItemsState {
  items: readonly CastleItem[];
  options: readonly (readonly number[])[];
  /** The key just tapped, while its answer shows (keys locked); null while asking. */
  judged: { value: number; correct: boolean } | null;
  /** Right answers so far. */
  right: number;
  challenge: ChallengeProgress;
}

/** What a challenge round adds to the spec's actions: the next item after an answer showed. */
export type ChallengeItemsAction = ItemsAction | { type: 'nextItem' };

/** The round's start: nothing built, the first item asked at `now`. */
export function initChallengeItems(round: ItemsRound, setup: ChallengeSetup, now = 0): ChallengeItemsState {
  return {
    built: round.items.map(() => false),
    current: 0,
    // i18n-ignore: a state value, never shown
    phase: 'playing',
    shownAt: now,
    items: round.items,
    options: round.options,
    judged: null,
    right: 0,
    challenge: startProgress(setup),
  };
}

/** The current item's question, or null once all are answered. */
export function challengeQuestion(state: ChallengeItemsState): string | null {
  return state.current === null ? null : questionOf(state.items[state.current]);
}

type Effects = SceneEffect<ChallengeItemsAction>[];
type ChallengeStep = Step<ChallengeItemsState, ChallengeItemsAction>;

/** A key: a timed game answer; the item builds either way and the next one follows (or the card). */
function choose(game: ItemsGame, state: ChallengeItemsState, value: number, now: number): ChallengeStep {
  if (state.phase !== 'playing' || state.current === null || state.judged) return settle(state);
  const index = state.current;
  if (!state.options[index].includes(value)) return settle(state);
  const item = state.items[index];
  const answer = answerOf(item);
  const fact = { op: 'mul' as const, a: item.a, b: item.b };
  const attempt = gameAnswer(fact, value, state.shownAt, now);
  const correct = value === answer;
  const challenge = progressAfter(state.challenge, fact, attempt);
  const built = state.built.map((b, i) => b || i === index);
  const why = game.why ? game.why(item.a, item.b) : `${item.a} × ${item.b} = ${answer}`;
  const effects: Effects = [
    attempt,
    sound(correct ? 'correct' : 'wrong'),
    say(correct ? challengeTexts.right(`${item.a} × ${item.b}`, answer) : challengeTexts.notQuite(why)),
    ...levelUpSays(state.challenge, challenge),
    reportChallenge(challenge),
  ];
  const next: ChallengeItemsState = {
    ...state,
    built,
    judged: { value, correct },
    right: state.right + (correct ? 1 : 0),
    challenge,
  };
  if (nextUnbuilt(built, index) === null) {
    const wait = Math.max(game.cardDelay ?? CARD_DELAY_MS, correct ? 0 : CHALLENGE_REVEAL_MS);
    return {
      // i18n-ignore: a state value, never shown
      state: { ...next, phase: 'finishing' as const },
      effects: [...effects, laterWall(wait, { type: 'showCard' } as const)],
    };
  }
  const wait = correct ? CHALLENGE_NEXT_MS : CHALLENGE_REVEAL_MS;
  return { state: next, effects: [...effects, later(wait, { type: 'nextItem' } as const)] };
}

/** Asks item `current` at `now`. */
function ask(state: ChallengeItemsState, current: number, now: number): ChallengeStep {
  const next = { ...state, current, shownAt: now, judged: null };
  return { state: next, effects: [prompt(questionOf(state.items[current]))] as Effects };
}

/**
 * The challenge reducer over one game's words (its why, card delay). Tapping another unbuilt plot asks
 * it instead (as in the spec); the card says the score, reports stars = right answers and offers a new
 * challenge; its other button goes on as the spec's does.
 */
export function challengeItemsReducer(
  game: ItemsGame,
): SceneReducer<ChallengeItemsState, ChallengeItemsAction> {
  return (state, action, now): ChallengeStep => {
    switch (action.type) {
      case 'open': {
        const question = challengeQuestion(state);
        return { state, effects: question ? [prompt(question)] : [] };
      }
      case 'select': {
        const { item } = action;
        if (
          state.phase !== 'playing' ||
          state.judged ||
          state.built[item] !== false ||
          state.current === item
        )
          return settle(state);
        const next = ask(state, item, now);
        return { state: next.state, effects: [sound('tap'), ...next.effects] };
      }
      case 'choose':
        return choose(game, state, action.value, now);
      case 'nextItem': {
        if (state.phase !== 'playing' || !state.judged || state.current === null) return settle(state);
        const current = nextUnbuilt(state.built, state.current);
        return current === null ? settle(state) : ask(state, current, now);
      }
      case 'showCard': {
        if (state.phase !== 'finishing') return settle(state);
        const of = state.items.length;
        return {
          // i18n-ignore: a state value, never shown
          state: { ...state, phase: 'done', current: null, judged: null },
          effects: [
            sound('complete'),
            say(challengeTexts.done),
            say(challengeTexts.score(state.right, of)),
            result({ isCorrect: state.right === of, stars: state.right }),
            say(challengeTexts.offer),
          ],
        };
      }
      case 'leave':
        return state.phase === 'done' ? { state, effects: [go(action.to)] } : settle(state);
      case 'newChallenge':
        return state.phase === 'done' ? { state, effects: [go('challenge')] } : settle(state);
    }
  };
}
