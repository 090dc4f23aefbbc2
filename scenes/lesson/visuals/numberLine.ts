/**
 * The number line's geometry as data (pure, so its rules are tested): where it ends, which ticks are
 * labelled, which jumps are drawn and where the hopper (the frog) sits.
 */

/** What the lesson config says about a number line. */
export interface NumberLineSpec {
  step: number;
  jumps: number;
  direction: 'forward' | 'back';
}

/** The drawn line, in number units. */
export interface NumberLineGeometry {
  /** The line's last tick. */
  end: number;
  ticks: number[];
  labels: number[];
  /** Jumps as [from, to]. */
  arcs: Array<[number, number]>;
  /** Where the hopper sits. */
  hopperAt: number;
}

/** Ticks a forward line runs on past its answer, so the line's end never gives the answer away. */
const RUN_ON = 2;

/**
 * A forward line (skip counting, multiplying) runs on past the answer and shows its jumps only once
 * `revealed` (after CHECK), the hopper then landing on the answer. A back line (dividing) starts at the
 * dividend from the question and shows every jump back to 0: counting them is the method.
 */
export function numberLineGeometry(spec: NumberLineSpec, revealed: boolean): NumberLineGeometry {
  const { step, jumps, direction } = spec;
  const forward = direction === 'forward';
  const count = forward ? jumps + RUN_ON : jumps;
  const end = step * count;
  const ticks = Array.from({ length: count + 1 }, (_, i) => i * step);
  const every = count > 9 ? 2 : 1;
  const labels = ticks.filter((_, i) => i % every === 0 || i === count);
  const hops = Array.from({ length: jumps }, (_, i): [number, number] =>
    forward ? [i * step, (i + 1) * step] : [(jumps - i) * step, (jumps - i - 1) * step],
  );
  const shown = !forward || revealed;
  return {
    end,
    ticks,
    labels,
    arcs: shown ? hops : [],
    hopperAt: forward ? (revealed ? jumps * step : 0) : 0,
  };
}
