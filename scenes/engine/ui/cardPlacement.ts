/** How far cheering Pip (antenna and star) rises above the card's top edge (design px). */
const PIP_OVER = 100;

/** Where the card's centre goes and its scale, so it stays above `above` and below the top edge. */
export function cardPlacement(
  height: number,
  cardH: number,
  y?: number,
  above?: number,
): { y: number; scale: number } {
  const centre = y ?? height / 2 + 20;
  if (above === undefined || centre + cardH / 2 <= above - 12) return { y: centre, scale: 1 };
  const room = above - 12 - PIP_OVER;
  const scale = Math.min(1, room / cardH);
  return { y: above - 12 - (cardH * scale) / 2, scale };
}
