import type { ChallengeSetup } from '@scenes/engine/challenge';
import { later, type SceneReducer, type Step, say, settle, sound } from '@scenes/engine/effects';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import {
  askSays,
  challengeGo,
  nextShare,
  type ShareRound,
  type ShareRoundAction,
  shareAnswer,
  shareProved,
  startShareRound,
} from '@scenes/kits/sharing/challenge';
import { changedLines, completion, opening, refused, shareFact } from '@scenes/kits/sharing/completion';
import { goStep, type SeriesGo } from '@scenes/kits/sharing/seriesNav';
import { share } from '@scenes/kits/sharing/share';
import { type BackpackLevel, SETTLE_MS, STEP_MS, WAGON_COLORS } from './data';
import { backpackFacts, levelFor } from './rounds';
import { backpackTexts as T, backpackWords as W } from './texts';

/** A wagon (spec §3: id, backpacks, colour). */
export interface Wagon {
  id: number;
  backpacks: number;
  color: string;
}

/** Loading by hand, auto-distributing, or done. */
export type BackpackPhase = 'loading' | 'distributing' | 'done';

/** The whole game state of one level. */
export interface BackpackState {
  level: BackpackLevel;
  wagons: Wagon[];
  phase: BackpackPhase;
  /** When the journey showed (engine clock, ms): a train loaded by hand is timed from it. */
  shownAt: number;
  /** A challenge round's sharings (issue 33), or null in the spec's round. */
  challenge: ShareRound | null;
}

/** What the child (or the engine's timer) can do. */
export type BackpackAction =
  | { type: 'open' }
  | { type: 'tapWagon'; wagon: number }
  | { type: 'takeOut'; wagon: number }
  | { type: 'autoDistribute' }
  | { type: 'autoStep' }
  | { type: 'autoDone' }
  | { type: 'newJourney' }
  | ShareRoundAction
  | SeriesGo;

type BackpackStep = Step<BackpackState, BackpackAction>;

/** A fresh journey shown at `now`: every wagon empty. */
export function initBackpack(level: BackpackLevel, now = 0): BackpackState {
  const wagons = Array.from({ length: level.wagons }, (_, i) => ({
    id: i + 1,
    backpacks: 0,
    color: WAGON_COLORS[i % WAGON_COLORS.length],
  }));
  return { level, wagons, phase: 'loading', shownAt: now, challenge: null };
}

/** A challenge round (issue 33) on series level `level`: its first sharing, asked at `now`. */
export function initBackpackChallenge(level: number, setup: ChallengeSetup, now = 0): BackpackState {
  const facts = backpackFacts(setup);
  return { ...initBackpack(levelFor(facts[0], level), now), challenge: startShareRound(setup, facts, now) };
}

/** True while a challenge asks its question: the train waits for the answer. */
export function asking(state: BackpackState): boolean {
  return state.challenge?.phase === 'asking';
}

/** Every wagon loaded with the fair share at once (a challenge's wrong answer shows it). */
function loadedFairly(state: BackpackState): BackpackState {
  const { each } = share(state.level.backpacks, state.level.wagons);
  // i18n-ignore: a state value, never shown
  return { ...state, wagons: state.wagons.map((w) => ({ ...w, backpacks: each })), phase: 'done' };
}

/** Backpacks loaded so far. */
export function loaded(state: BackpackState): number {
  return state.wagons.reduce((sum, w) => sum + w.backpacks, 0);
}

/** The fair share of each wagon (the quotient; a remainder stays on the platform). */
export function fairShare(state: BackpackState): number {
  return share(state.level.backpacks, state.level.wagons).each;
}

/** True when every wagon carries the fair share: the only load the train leaves with. */
export function isFair(state: BackpackState): boolean {
  const each = fairShare(state);
  return state.wagons.every((w) => w.backpacks === each);
}

/** True when the platform is empty but the wagons carry different numbers: shown in red. */
export function isUneven(state: BackpackState): boolean {
  return state.phase === 'loading' && loaded(state) >= state.level.backpacks && !isFair(state);
}

/** Wagons whose load differs from the fair share (red-highlighted while the load is uneven). */
export function unevenWagons(state: BackpackState): boolean[] {
  const uneven = isUneven(state);
  const each = fairShare(state);
  return state.wagons.map((w) => uneven && w.backpacks !== each);
}

/** Sets one wagon's load, and leaves (done) once every wagon carries the fair share. */
function load(state: BackpackState, wagon: number, delta: number): BackpackState {
  const wagons = state.wagons.map((w, i) => (i === wagon ? { ...w, backpacks: w.backpacks + delta } : w));
  const next = { ...state, wagons };
  return isFair(next) ? { ...next, phase: 'done' } : next;
}

/** The lines the scene shows and says: the load so far, and the red hint while it is uneven ('' if not). */
export function statusLines(state: BackpackState): string[] {
  return [T.progress(loaded(state), state.level.backpacks), isUneven(state) ? T.uneven : ''];
}

/**
 * A changed state: its changed lines are said, an auto step that loads more plays a soft tap (the
 * loading is heard as well as seen), and a train that just became ready reports its completion:
 * assisted after Auto Distribute (no fact), or by hand the level's division fact, timed from the
 * journey's start.
 */
function changed(state: BackpackState, next: BackpackState, now: number): BackpackStep {
  const effects = changedLines<BackpackAction>(statusLines(state), statusLines(next));
  if (next.phase === 'distributing' && loaded(next) > loaded(state)) effects.push(sound('tap'));
  if (next.phase === 'done' && state.phase !== 'done' && next.challenge) {
    const proved = shareProved<BackpackAction>(next.challenge, T.success(next));
    return { state: { ...next, challenge: proved.round }, effects: [...effects, ...proved.effects] };
  }
  if (next.phase === 'done' && state.phase !== 'done') {
    const fact = shareFact(next.level.backpacks, next.level.wagons);
    const finish = { assisted: state.phase === 'distributing', shownAt: next.shownAt, now };
    effects.push(...completion<BackpackAction>(T.success(next), fact, finish), say(challengeTexts.offer));
  }
  return { state: next, effects };
}

/** The challenge's own actions: the pad, the next sharing, the end card's buttons; null for the game's. */
function challengeStep(
  state: BackpackState,
  round: ShareRound,
  action: BackpackAction,
  now: number,
): BackpackStep | null {
  switch (action.type) {
    case 'open':
      return { state, effects: askSays(round, W) };
    case 'digit':
    case 'delete':
    case 'enter':
    case 'answer': {
      const step = shareAnswer<BackpackAction>(round, action, now, W);
      const next = step.verdict === false ? loadedFairly(state) : state;
      return { state: { ...next, challenge: step.round }, effects: step.effects };
    }
    case 'nextShare': {
      const step = nextShare<BackpackAction>(round, now, W);
      if (!step) return settle(state);
      const fresh = step.fact ? initBackpack(levelFor(step.fact, state.level.level), now) : state;
      return { state: { ...fresh, challenge: step.round }, effects: step.effects };
    }
    case 'newChallenge':
    case 'replay':
      return { state, effects: [challengeGo(action)] };
    case 'newJourney':
      // A challenge's journeys are its sharings.
      return settle(state);
    default:
      // The train waits while the question is asked, and after the sharing.
      return round.phase === 'sharing' ? null : settle(state);
  }
}

/**
 * The pure reducer of Backpack Train (spec §4 "Backpack", §5): a refused press plays the gentle
 * "no"; Auto Distribute schedules one step every 200 ms and the arrival 500 ms after the last.
 */
export const backpackReducer: SceneReducer<BackpackState, BackpackAction> = (state, action, now) => {
  const round = state.challenge && challengeStep(state, state.challenge, action, now);
  if (round) return round;
  const { each } = share(state.level.backpacks, state.level.wagons);
  switch (action.type) {
    case 'open':
      return { state, effects: opening(T.intro(state.level), [...statusLines(state), T.autoExplained]) };
    case 'tapWagon': {
      // Taps are refused while distributing or done, and once the target is reached.
      if (state.phase !== 'loading' || !state.wagons[action.wagon]) return refused(state);
      if (loaded(state) >= state.level.backpacks) return refused(state);
      return changed(state, load(state, action.wagon, 1), now);
    }
    case 'takeOut': {
      // A backpack goes back to the platform, so an uneven load can be made fair by hand.
      const wagon = state.wagons[action.wagon];
      if (state.phase !== 'loading' || !wagon || wagon.backpacks === 0) return refused(state);
      return changed(state, load(state, action.wagon, -1), now);
    }
    case 'autoDistribute': {
      if (state.phase !== 'loading') return refused(state);
      // Tops up what the child loaded by hand: every wagon climbs by one a step to the fair share
      // (an over-full wagon gives its extra back to the platform the same way, one a step).
      const steps = Math.max(0, ...state.wagons.map((w) => Math.abs(w.backpacks - each)));
      const effects = Array.from({ length: steps }, (_, k) =>
        later(STEP_MS * (k + 1), { type: 'autoStep' } as const),
      );
      return {
        state: { ...state, phase: 'distributing' },
        effects: [...effects, later(STEP_MS * steps + SETTLE_MS, { type: 'autoDone' } as const)],
      };
    }
    case 'autoStep': {
      if (state.phase !== 'distributing') return settle(state);
      const wagons = state.wagons.map((w) => ({
        ...w,
        backpacks: w.backpacks + Math.sign(each - w.backpacks),
      }));
      return changed(state, { ...state, wagons }, now);
    }
    case 'autoDone':
      if (state.phase !== 'distributing') return settle(state);
      return changed(state, { ...state, phase: 'done' }, now);
    case 'newJourney':
      return changed(state, initBackpack(state.level, now), now);
    case 'go':
      return goStep(state, action.intent);
    case 'newChallenge':
      return { state, effects: [challengeGo(action)] };
    default:
      // The challenge's own actions outside a challenge round.
      return settle(state);
  }
};
