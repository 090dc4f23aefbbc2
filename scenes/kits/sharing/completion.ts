import {
  answered,
  factAnswer,
  prompt,
  result,
  type SceneEffect,
  type SceneFact,
  type Step,
  say,
  sound,
} from '@scenes/engine/effects';
import { share } from './share';

/** Stars for a level the child shared out alone, and for one a helper button finished. */
export const STARS = { alone: 3, assisted: 1 } as const;

/** The division fact a fair share models: `total ÷ divisor = quotient`, as (a·b) ÷ b (issue 16). */
export function shareFact(total: number, divisor: number): SceneFact {
  return { op: 'div', a: share(total, divisor).each, b: divisor };
}

/** How a level was finished: by hand (timed from `shownAt`) or by a helper button (assisted). */
export interface Finish {
  assisted: boolean;
  shownAt: number;
  now: number;
}

/**
 * The effects of a finished level, in the order the child meets them: the celebration sound, the
 * success message said verbatim, the result (3 stars alone, 1 assisted: issue 14 §13), and, only
 * when the child shared by hand, the division fact the level models answered right, timed from
 * when the level showed. Auto Distribute / Form Teams did the dividing: no fact attempt.
 */
export function completion<A>(message: string, fact: SceneFact, finish: Finish): SceneEffect<A>[] {
  const { assisted, shownAt, now } = finish;
  const stars = assisted ? STARS.assisted : STARS.alone;
  const effects: SceneEffect<A>[] = [
    sound('complete'),
    say(message),
    result({ isCorrect: true, stars, assisted }),
  ];
  if (!assisted) effects.push(answered(fact, factAnswer(fact), shownAt, now));
  return effects;
}

/**
 * The lines a scene shows that changed between two states, each said verbatim (empty lines are
 * not said): the status pills of the sharing games announce what they now read.
 */
export function changedLines<A>(before: readonly string[], after: readonly string[]): SceneEffect<A>[] {
  return after.filter((line, i) => line !== '' && line !== before[i]).map((line) => say(line));
}

/** A press the game refuses (bowl empty, train moving…): the same state and a gentle "no". */
export function refused<S, A>(state: S): Step<S, A> {
  return { state, effects: [sound('wrong')] };
}

/** What a sharing level says as it opens: its task as a prompt, then the lines it shows. */
export function opening<A>(task: string, lines: readonly string[]): SceneEffect<A>[] {
  return [prompt(task), ...lines.filter((line) => line !== '').map((line) => say(line))];
}
