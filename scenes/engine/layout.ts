/** Design sizes: scenes lay out in these units and the host scales them to fit (letterboxed). */
export const DESIGN = {
  portrait: { width: 480, height: 860 },
  landscape: { width: 1024, height: 640 },
} as const;

/** Where and how big the design area sits inside the canvas. */
export interface StageLayout {
  /** Portrait (phones, tall tablets) or landscape design. */
  portrait: boolean;
  /** Design width and height the scene lays out in. */
  width: number;
  height: number;
  /** CSS px per design unit. */
  scale: number;
  /** Offset of the design area inside the canvas, in CSS px. */
  offsetX: number;
  offsetY: number;
  /** The whole visible canvas in design units (extends beyond 0..width when letterboxed): backgrounds fill it. */
  view: { x: number; y: number; width: number; height: number };
}

/** Chooses the design size for a container and scales it to fit without scrolling. */
export function computeLayout(containerWidth: number, containerHeight: number): StageLayout {
  const w = Math.max(1, containerWidth);
  const h = Math.max(1, containerHeight);
  const portrait = w / h < 0.95;
  const design = portrait ? DESIGN.portrait : DESIGN.landscape;
  const scale = Math.min(w / design.width, h / design.height);
  const offsetX = (w - design.width * scale) / 2;
  const offsetY = (h - design.height * scale) / 2;
  return {
    portrait,
    width: design.width,
    height: design.height,
    scale,
    offsetX,
    offsetY,
    view: { x: -offsetX / scale, y: -offsetY / scale, width: w / scale, height: h / scale },
  };
}
