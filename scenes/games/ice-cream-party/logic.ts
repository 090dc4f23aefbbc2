import type { ChallengeSetup } from '@scenes/engine/challenge';
import { later, type SceneReducer, type Step, say, settle } from '@scenes/engine/effects';
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
import { CHECK_DELAY_MS, CHILD_NAMES, type IceCreamLevel } from './data';
import { iceCreamFacts, levelFor } from './rounds';
import { iceCreamTexts as T, iceCreamWords as W } from './texts';

/** One child at the party (spec §3: id, scoops, name). */
export interface Child {
  id: number;
  name: string;
  scoops: number;
}

/** The whole game state of one level. */
export interface IceCreamState {
  level: IceCreamLevel;
  /** Scoops still in the serving bowl. */
  pool: number;
  children: Child[];
  done: boolean;
  /** Set when the bowl is empty but the shares are not equal, so the scene can hint. */
  unfair: boolean;
  /** The friend whose top scoop is held (the tap/keyboard way of moving scoops), or null. */
  carrying: number | null;
  /** When the level showed (engine clock, ms): a share done by hand is timed from it. */
  shownAt: number;
  /** A challenge round's sharings (issue 33), or null in the spec's round. */
  challenge: ShareRound | null;
}

/** What the child (or the engine's timer) can do; `drop` is a friend's scoop dragged onto seat `to` (-1: none). */
export type IceCreamAction =
  | { type: 'open' }
  | { type: 'give'; child: number }
  | { type: 'drop'; from: number; to: number }
  | { type: 'pressScoop'; child: number }
  | { type: 'pressChild'; child: number }
  | { type: 'check' }
  | { type: 'autoDistribute' }
  | { type: 'hint' }
  | ShareRoundAction
  | SeriesGo;

type IceStep = Step<IceCreamState, IceCreamAction>;

/** A fresh level shown at `now`: every scoop in the bowl, every child empty. */
export function initIceCream(level: IceCreamLevel, now = 0): IceCreamState {
  const children = Array.from({ length: level.children }, (_, i) => ({
    id: i + 1,
    name: CHILD_NAMES[i % CHILD_NAMES.length],
    scoops: 0,
  }));
  return {
    level,
    pool: level.scoops,
    children,
    done: false,
    unfair: false,
    carrying: null,
    shownAt: now,
    challenge: null,
  };
}

/** A challenge round (issue 33) on series level `level`: its first sharing, asked at `now`. */
export function initIceCreamChallenge(level: number, setup: ChallengeSetup, now = 0): IceCreamState {
  const facts = iceCreamFacts(setup);
  return { ...initIceCream(levelFor(facts[0], level), now), challenge: startShareRound(setup, facts, now) };
}

/** True while a challenge asks its question: the bowl and the friends wait for the answer. */
export function asking(state: IceCreamState): boolean {
  return state.challenge?.phase === 'asking';
}

/** Every friend gets the fair share at once (Auto Distribute, and a challenge's wrong answer). */
function shared(state: IceCreamState): IceCreamState {
  const { each, left } = share(state.level.scoops, state.level.children);
  const children = state.children.map((c) => ({ ...c, scoops: each }));
  return { ...state, children, pool: left, done: true, unfair: false, carrying: null };
}

/** A finished sharing: the spec's completion, or in a challenge the celebration and the next sharing. */
function finish(state: IceCreamState, next: IceCreamState, assisted: boolean, now: number): IceStep {
  if (!next.challenge) {
    const done = completion<IceCreamAction>(T.success(next), fact(next), {
      assisted,
      shownAt: state.shownAt,
      now,
    });
    return changed(state, next, [...done, say(challengeTexts.offer)]);
  }
  const proved = shareProved<IceCreamAction>(next.challenge, T.success(next));
  return changed(state, { ...next, challenge: proved.round }, proved.effects);
}

/** The challenge's own actions: the pad, the next sharing, the end card's buttons; null for the game's. */
function challengeStep(
  state: IceCreamState,
  round: ShareRound,
  action: IceCreamAction,
  now: number,
): IceStep | null {
  switch (action.type) {
    case 'open':
      return { state, effects: askSays(round, W) };
    case 'digit':
    case 'delete':
    case 'enter':
    case 'answer': {
      const step = shareAnswer<IceCreamAction>(round, action, now, W);
      const next = step.verdict === false ? shared(state) : state;
      return { state: { ...next, challenge: step.round }, effects: step.effects };
    }
    case 'nextShare': {
      const step = nextShare<IceCreamAction>(round, now, W);
      if (!step) return settle(state);
      const fresh = step.fact ? initIceCream(levelFor(step.fact, state.level.level), now) : state;
      return { state: { ...fresh, challenge: step.round }, effects: step.effects };
    }
    case 'newChallenge':
    case 'replay':
      return { state, effects: [challengeGo(action)] };
    default:
      // The bowl and the friends wait while the question is asked, and after the sharing.
      return round.phase === 'sharing' ? null : settle(state);
  }
}

/** The status pill: what is left in the bowl, or the unfair hint once it is empty. */
export function statusLine(state: IceCreamState): string {
  return state.unfair ? T.unfair : T.pool(state.pool);
}

/** True before the first move: the picture shows the task until then (issue 38). */
export function untouched(state: IceCreamState): boolean {
  return !state.done && state.pool === state.level.scoops && state.children.every((c) => c.scoops === 0);
}

/** True when the bowl is empty and everyone holds the same number of scoops. */
export function isFair(state: IceCreamState): boolean {
  return state.pool === 0 && state.children.every((c) => c.scoops === state.children[0].scoops);
}

/** True when a scoop from the bowl may go to friend `child` (the scene snaps a dragged scoop on it). */
export function canGive(state: IceCreamState, child: number): boolean {
  return !state.done && state.pool > 0 && Boolean(state.children[child]);
}

/** True when friend `from` may hand a scoop to friend `to`. */
export function canMove(state: IceCreamState, from: number, to: number): boolean {
  const source = state.children[from];
  return !state.done && Boolean(source && state.children[to]) && from !== to && source.scoops > 0;
}

/** A changed state with its status line said if it changed, then `effects`. */
function changed(state: IceCreamState, next: IceCreamState, effects: IceStep['effects'] = []): IceStep {
  return {
    state: next,
    effects: [...changedLines<IceCreamAction>([statusLine(state)], [statusLine(next)]), ...effects],
  };
}

const check = later(CHECK_DELAY_MS, { type: 'check' } as const);

function give(state: IceCreamState, child: number): IceStep {
  if (!canGive(state, child)) return refused(state);
  const children = state.children.map((c, i) => (i === child ? { ...c, scoops: c.scoops + 1 } : c));
  return changed(state, { ...state, pool: state.pool - 1, children, unfair: false }, [check]);
}

/** Moves one scoop between friends; `state` has already dropped what was held. */
function move(state: IceCreamState, from: number, to: number): IceStep {
  if (!canMove(state, from, to)) return refused(state);
  const children = state.children.map((c, i) => {
    if (i === from) return { ...c, scoops: c.scoops - 1 };
    if (i === to) return { ...c, scoops: c.scoops + 1 };
    return c;
  });
  return changed(state, { ...state, children, unfair: false }, [check]);
}

function putDown(state: IceCreamState): IceCreamState {
  return state.carrying === null ? state : { ...state, carrying: null };
}

/** The level's fact: scoops ÷ children = scoops each. */
function fact(state: IceCreamState) {
  return shareFact(state.level.scoops, state.level.children);
}

/**
 * The pure reducer of Ice Cream Party (spec §4 "Ice cream", §5). Every move is checked 100 ms later;
 * a refused press plays the gentle "no". The status pill is said whenever it changes. A fair share
 * made by hand reports the division fact, timed from when the level showed; Auto Distribute reports
 * the level assisted (1 star) and no fact.
 */
export const iceCreamReducer: SceneReducer<IceCreamState, IceCreamAction> = (state, action, now) => {
  const round = state.challenge && challengeStep(state, state.challenge, action, now);
  if (round) return round;
  switch (action.type) {
    case 'open':
      return { state, effects: opening(T.intro(state.level), [T.pool(state.pool), T.autoExplained]) };
    case 'give':
      return give(state, action.child);
    case 'drop': {
      const dropped = putDown(state);
      if (action.to < 0 || action.to === action.from)
        return dropped === state ? settle(state) : settle(dropped);
      return move(dropped, action.from, action.to);
    }
    case 'pressScoop': {
      const child = state.children[action.child];
      if (state.done || !child || child.scoops === 0) return settle(state);
      if (state.carrying === action.child) return { state: putDown(state), effects: [say(T.putBack)] };
      return { state: { ...state, carrying: action.child }, effects: [say(T.pickedUp(child.name))] };
    }
    case 'pressChild': {
      const held = state.carrying;
      if (held === null) return give(state, action.child);
      if (held === action.child) return { state: putDown(state), effects: [say(T.putBack)] };
      return move(putDown(state), held, action.child);
    }
    case 'check': {
      if (state.done) return settle(state);
      if (isFair(state)) {
        return finish(state, { ...state, done: true, unfair: false, carrying: null }, false, now);
      }
      const unfair = state.pool === 0;
      return unfair === state.unfair ? settle(state) : changed(state, { ...state, unfair });
    }
    case 'autoDistribute': {
      if (state.done) return refused(state);
      return finish(state, shared(state), true, now);
    }
    case 'hint':
      return { state, effects: [say(T.scoopHint)] };
    case 'go':
      return goStep(state, action.intent);
    case 'newChallenge':
      return { state, effects: [challengeGo(action)] };
    default:
      // The challenge's own actions outside a challenge round.
      return settle(state);
  }
};
