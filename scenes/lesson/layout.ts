/** A rectangle in design units, by its top-left corner. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where each part of the lesson stage sits. */
export interface LessonLayout {
  /** The big maths line ("3 × 4 = ?"). */
  highlight: { x: number; y: number; size: number; wrap: number };
  /** The card the visual model is drawn in. */
  visual: Box;
  pip: { x: number; y: number; size: number };
  /** The prompt above the options. */
  prompt: { x: number; y: number; wrap: number };
  /** Option button centres and size. */
  options: { centres: Array<{ x: number; y: number }>; w: number; h: number; font: number };
  /**
   * Top of the feedback panel, centred at x with width w. On phones it goes in the gap under the
   * answers when a compact panel fits there (`below`), so the picture stays in view; else it covers it.
   */
  feedback: { x: number; y: number; w: number; below?: { y: number; maxH: number } };
  /** The CHECK / CONTINUE / FINISH button. */
  action: { x: number; y: number; w: number; h: number };
}

/** Lays `count` option buttons out in a grid of `cols` columns inside `box`. */
function grid(count: number, cols: number, box: Box, h: number, gap: number) {
  const rows = Math.ceil(count / cols);
  const w = (box.w - gap * (cols - 1)) / cols;
  const centres = Array.from({ length: count }, (_, i) => ({
    x: box.x + (i % cols) * (w + gap) + w / 2,
    y: box.y + Math.floor(i / cols) * (h + gap) + h / 2,
  }));
  return { centres, w, h, bottom: box.y + rows * h + (rows - 1) * gap };
}

/**
 * The lesson stage layout for the engine's design sizes: portrait 480×860 (phones) stacks everything;
 * landscape 1024×640 puts the visual model on the left and the answers on the right.
 * `optionCount` is 6, or 12 for the factor multi-select; `hasSentence` leaves room for a fill-in line.
 */
export function lessonLayout(
  size: { width: number; height: number; portrait: boolean },
  optionCount: number,
  hasSentence: boolean,
): LessonLayout {
  const many = optionCount > 6;
  if (size.portrait) {
    const { width, height } = size;
    const visualH = many ? 230 : hasSentence ? 220 : 270;
    const visual = { x: 16, y: 82, w: width - 32, h: visualH };
    const promptY = visual.y + visual.h + 14;
    const promptH = hasSentence ? 110 : 78;
    const optionH = many ? 62 : 88;
    const cells = grid(
      optionCount,
      many ? 4 : 3,
      { x: 20, y: promptY + promptH, w: width - 40, h: 0 },
      optionH,
      many ? 10 : 14,
    );
    return {
      highlight: { x: width / 2 + 36, y: 42, size: 40, wrap: width - 110 },
      visual,
      pip: { x: 46, y: 42, size: 0.5 },
      prompt: { x: width / 2, y: promptY, wrap: width - 40 },
      options: { centres: cells.centres, w: cells.w, h: cells.h, font: many ? 32 : 40 },
      // A verdict too tall for the gap under the options covers the picture instead.
      feedback: {
        x: width / 2,
        y: visual.y + 12,
        w: width - 40,
        below: { y: cells.bottom + 8, maxH: height - 52 - 39 - 8 - (cells.bottom + 8) },
      },
      action: { x: width / 2, y: height - 52, w: 300, h: 78 },
    };
  }
  const { width, height } = size;
  const left = { x: 16, y: 16, w: 500, h: height - 32 };
  const rightX = left.x + left.w + 24;
  const rightW = width - rightX - 16;
  const promptH = hasSentence ? 130 : 84;
  const optionH = many ? 64 : 92;
  const cells = grid(
    optionCount,
    many ? 4 : 3,
    { x: rightX, y: 24 + promptH, w: rightW, h: 0 },
    optionH,
    many ? 12 : 18,
  );
  return {
    highlight: { x: left.x + left.w / 2 + 40, y: left.y + 48, size: 44, wrap: left.w - 120 },
    visual: { x: left.x, y: left.y + 96, w: left.w, h: left.h - 96 },
    pip: { x: left.x + 46, y: left.y + 46, size: 0.55 },
    prompt: { x: rightX + rightW / 2, y: 24, wrap: rightW },
    options: { centres: cells.centres, w: cells.w, h: cells.h, font: many ? 32 : 42 },
    feedback: { x: rightX + rightW / 2, y: cells.bottom + 18, w: rightW },
    action: { x: rightX + rightW / 2, y: height - 60, w: 320, h: 84 },
  };
}
