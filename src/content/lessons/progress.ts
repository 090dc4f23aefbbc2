/**
 * Lesson progress as a child lives it: the position along the chain of lessons that CONTINUE walks,
 * from the chain's first lesson to where it ends (a block review or the dashboard). A one-lesson unit
 * such as division7 is then "Lesson 1 of 6" of the chain it leads into, never a full bar at once.
 */

/** A lesson's place on its chain. */
export interface ChainPosition {
  lessonNumber: number;
  totalLessons: number;
}

/**
 * Numbers every lesson along its chain, given each lesson's successor (null at a chain's end).
 * Throws when two lessons lead into the same one, because a lesson's number would then depend on the
 * way in.
 */
export function chainPositions(next: ReadonlyMap<string, string | null>): Map<string, ChainPosition> {
  const previous = new Map<string, string>();
  for (const [id, to] of next) {
    if (to === null) continue;
    if (!next.has(to)) throw new Error(`${id} leads to unknown lesson ${to}`);
    const other = previous.get(to);
    if (other) throw new Error(`${to} follows both ${other} and ${id}`);
    previous.set(to, id);
  }
  const positions = new Map<string, ChainPosition>();
  for (const head of next.keys()) {
    if (previous.has(head)) continue;
    const chain: string[] = [];
    for (let id: string | null = head; id !== null; id = next.get(id) ?? null) chain.push(id);
    for (const [i, id] of chain.entries())
      positions.set(id, { lessonNumber: i + 1, totalLessons: chain.length });
  }
  if (positions.size !== next.size) throw new Error('The lesson graph has a cycle');
  return positions;
}
