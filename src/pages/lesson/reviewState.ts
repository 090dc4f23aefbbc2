/** The navigation state that opens the block review (spec §2): block name, prefix and next block. */
export interface ReviewState {
  blockName: string;
  blockPrefix: string;
  nextBlock: string | null;
}

/** Reads the review state from `location.state`; null when it is missing or malformed. */
export function readReviewState(value: unknown): ReviewState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { blockName, blockPrefix, nextBlock } = value as Record<string, unknown>;
  if (typeof blockName !== 'string' || typeof blockPrefix !== 'string' || blockPrefix === '') return null;
  return { blockName, blockPrefix, nextBlock: typeof nextBlock === 'string' ? nextBlock : null };
}

/** Navigation state of a lesson opened from the review's redo link: CONTINUE goes back to the review. */
export interface RedoState {
  review: ReviewState;
}

/** Reads the redo state of a lesson page; null for a normal visit. */
export function readRedoState(value: unknown): RedoState | null {
  if (typeof value !== 'object' || value === null) return null;
  const review = readReviewState((value as Record<string, unknown>).review);
  return review ? { review } : null;
}
