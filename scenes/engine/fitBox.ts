/** A rectangle in design units. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where to put a drawing whose content spans `content` (its own units, unscaled) so that it fills
 * `area` as much as it can without growing past full size: the scale, and the offset of the
 * drawing's origin, with the content centred across and at the top of the area.
 */
export function fitBox(content: Box, area: Box): { x: number; y: number; scale: number } {
  if (content.width <= 0 || content.height <= 0) return { x: area.x, y: area.y, scale: 1 };
  const scale = Math.min(1, area.width / content.width, area.height / content.height);
  return {
    x: area.x + (area.width - content.width * scale) / 2 - content.x * scale,
    y: area.y - content.y * scale,
    scale,
  };
}
