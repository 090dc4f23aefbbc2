import { useApplication } from '@pixi/react';
import { useEffect } from 'react';
import { useLayout } from '../LayoutContext';
import { prefersReducedMotion } from '../motion';

const COLORS = ['#fbbf24', '#f472b6', '#34d399', '#60a5fa', '#a78bfa', '#fb923c'];
/** GSAP's `power1.in` (t²) as a CSS easing. */
const POWER1_IN = 'cubic-bezier(0.55, 0.085, 0.68, 0.53)';

/**
 * A one-time confetti shower over the whole view (mounted with a completion card), in the DOM just
 * behind the transparent canvas, moved by the browser's compositor (Web Animations, transform only).
 * Drawn in Pixi, 60 pieces falling over the whole view made every frame of the celebration redraw
 * the whole stage (one dirty region around them all): the busiest animation of most games, up to
 * 3× the bare wheel's frame time at CPU ×4 (issue 39 §3). Here the canvas redraws only the card's
 * pop-in. Same pieces, colours, paths and timings as before; they fall behind the card.
 */
export function Confetti() {
  const { app } = useApplication();
  const { view, scale, offsetX, offsetY } = useLayout();
  useEffect(() => {
    // SceneHost's stage: positioned and isolated, so the layer sits above its backdrop, below the canvas.
    const stage = app?.canvas?.parentElement?.parentElement;
    if (!stage || prefersReducedMotion() || typeof Element.prototype.animate !== 'function') return;
    const layer = document.createElement('div');
    layer.setAttribute('aria-hidden', 'true');
    layer.style.cssText = 'position:absolute;inset:0;overflow:hidden;pointer-events:none;z-index:-1';
    const px = (x: number) => offsetX + x * scale;
    const py = (y: number) => offsetY + y * scale;
    for (let i = 0; i < 60; i++) {
      const w = 8 + (i % 3) * 4;
      const piece = document.createElement('div');
      piece.style.cssText = `position:absolute;left:0;top:0;width:${w * scale}px;height:${8 * scale}px;margin:${-4 * scale}px 0 0 ${(-w / 2) * scale}px;border-radius:${2 * scale}px;background:${COLORS[i % COLORS.length]};will-change:transform`;
      const x = view.x + Math.random() * view.width;
      const y = view.y - 20 - Math.random() * 200;
      const turn = Math.random() * Math.PI;
      const x1 = x + (Math.random() - 0.5) * 200;
      const turn1 = turn + Math.PI * (2 + Math.random() * 4);
      const at = (ax: number, ay: number, r: number) => `translate(${px(ax)}px, ${py(ay)}px) rotate(${r}rad)`;
      layer.appendChild(piece);
      const motion = piece.animate(
        [{ transform: at(x, y, turn) }, { transform: at(x1, view.y + view.height + 40, turn1) }],
        {
          duration: (2.2 + Math.random() * 1.6) * 1000,
          delay: Math.random() * 600,
          easing: POWER1_IN,
          fill: 'backwards',
        },
      );
      motion.onfinish = () => piece.remove();
    }
    stage.appendChild(layer);
    return () => layer.remove();
  }, [app, view, scale, offsetX, offsetY]);
  return null;
}
