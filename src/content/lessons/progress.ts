/**
 * Lesson progress as a child lives it: the position along the chain of lessons that CONTINUE walks.
 * A chain is cut into segments: each five-lesson block that ends in a review is its own segment (the
 * spec's 20–100 % bars), and the lessons leading into a block are counted with it when they are fewer
 * than five (division7 is "Lesson 1 of 6" of the d7 block, never a full bar at once). A longer run of
 * lessons outside any block is a segment of its own.
 */

/** A lesson's place on its segment. */
export interface ChainPosition {
  lessonNumber: number;
  totalLessons: number;
}

/** Lead-in runs shorter than this join the block they lead into. */
const SHORT_RUN = 5;

/** Walks every chain from its first lesson; throws when two lessons lead into one, or on a cycle. */
function chains(next: ReadonlyMap<string, string | null>): string[][] {
  const previous = new Map<string, string>();
  for (const [id, to] of next) {
    if (to === null) continue;
    if (!next.has(to)) throw new Error(`${id} leads to unknown lesson ${to}`);
    const other = previous.get(to);
    if (other) throw new Error(`${to} follows both ${other} and ${id}`);
    previous.set(to, id);
  }
  const all: string[][] = [];
  for (const head of next.keys()) {
    if (previous.has(head)) continue;
    const chain: string[] = [];
    for (let id: string | null = head; id !== null; id = next.get(id) ?? null) chain.push(id);
    all.push(chain);
  }
  if (all.reduce((n, c) => n + c.length, 0) !== next.size) throw new Error('The lesson graph has a cycle');
  return all;
}

/** Cuts a chain where its block changes, then joins short lead-in runs to the block that follows. */
function segments(chain: readonly string[], blockOf: ReadonlyMap<string, string>): string[][] {
  const runs: Array<{ block: string | undefined; ids: string[] }> = [];
  for (const id of chain) {
    const block = blockOf.get(id);
    const last = runs[runs.length - 1];
    if (last && last.block === block) last.ids.push(id);
    else runs.push({ block, ids: [id] });
  }
  const out: string[][] = [];
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i];
    const following = runs[i + 1];
    if (run.block === undefined && run.ids.length < SHORT_RUN && following?.block !== undefined) {
      following.ids.unshift(...run.ids);
      continue;
    }
    out.push(run.ids);
  }
  return out;
}

/**
 * Numbers every lesson on its segment, given each lesson's successor (null at a chain's end) and the
 * review block each block lesson belongs to.
 */
export function chainPositions(
  next: ReadonlyMap<string, string | null>,
  blockOf: ReadonlyMap<string, string> = new Map(),
): Map<string, ChainPosition> {
  const positions = new Map<string, ChainPosition>();
  for (const chain of chains(next)) {
    for (const segment of segments(chain, blockOf)) {
      for (const [i, id] of segment.entries())
        positions.set(id, { lessonNumber: i + 1, totalLessons: segment.length });
    }
  }
  return positions;
}
