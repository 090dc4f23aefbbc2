import { useApplication } from '@pixi/react';
import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '../motion';
import type { Container } from '../pixi';

const COLORS = ['#fbbf24', '#fde68a', '#f472b6', '#7dd3fc', '#ffffff'];
/** GSAP's `power2.out` (cubic) as a CSS easing. */
const POWER2_OUT = 'cubic-bezier(0.215, 0.61, 0.355, 1)';
const SVG = 'http://www.w3.org/2000/svg';

/** A five-pointed star of radius `r` with a white mitred outline (drawStar's shape), as an SVG. */
function starSvg(r: number, color: string, scale: number): SVGSVGElement {
  const stroke = Math.max(1.5, r * 0.12);
  const half = r + stroke;
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.48;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(Math.cos(angle) * radius).toFixed(2)},${(Math.sin(angle) * radius).toFixed(2)}`);
  }
  const svg = document.createElementNS(SVG, 'svg');
  const size = 2 * half * scale;
  svg.setAttribute('viewBox', `${-half} ${-half} ${2 * half} ${2 * half}`);
  svg.setAttribute('width', String(size));
  svg.setAttribute('height', String(size));
  svg.style.cssText = `position:absolute;left:0;top:0;margin:${-size / 2}px 0 0 ${-size / 2}px;will-change:transform,opacity`;
  const star = document.createElementNS(SVG, 'polygon');
  star.setAttribute('points', points.join(' '));
  star.setAttribute('fill', color);
  star.setAttribute('stroke', '#ffffff');
  star.setAttribute('stroke-width', String(stroke));
  star.setAttribute('stroke-linejoin', 'miter');
  svg.appendChild(star);
  return svg;
}

/**
 * A burst of little stars at (x, y) each time `burst` changes (and is > 0), in the DOM just above
 * the canvas, moved and faded by the browser's compositor (Web Animations: transform and opacity).
 * Drawn in Pixi, the burst made every frame of its 0.8 s redraw all the scene under the stars'
 * whole spread (a vault door, a wheel): the costliest frames of those games' busiest animations
 * (issue 39 §3). Same stars, colours, paths and timings as before.
 */
export function Sparkles({
  x,
  y,
  burst,
  radius = 110,
}: {
  x: number;
  y: number;
  burst: number;
  radius?: number;
}) {
  const ref = useRef<Container>(null);
  const { app } = useApplication();
  useEffect(() => {
    const node = ref.current;
    // SceneHost's stage (positioned, isolated): the layer sits above the canvas.
    const stage = app?.canvas?.parentElement?.parentElement;
    if (!node || !stage || burst <= 0 || typeof Element.prototype.animate !== 'function') return;
    const reduced = prefersReducedMotion();
    const count = reduced ? 6 : 14;
    // Where (x, y) is on the stage, in CSS px, and how many CSS px a design unit is.
    const at = node.toGlobal({ x: 0, y: 0 });
    const unit = node.toGlobal({ x: 1, y: 0 }).x - at.x;
    const layer = document.createElement('div');
    layer.setAttribute('aria-hidden', 'true');
    layer.style.cssText = 'position:absolute;inset:0;overflow:hidden;pointer-events:none;z-index:1';
    for (let i = 0; i < count; i++) {
      const svg = starSvg(7 + (i % 3) * 4, COLORS[i % COLORS.length], unit);
      const angle = (i / count) * Math.PI * 2 + Math.random() * 0.4;
      const dist = radius * (0.6 + Math.random() * 0.5) * (reduced ? 0.4 : 1);
      const to = (d: number, turn: number) =>
        `translate(${at.x + Math.cos(angle) * d * unit}px, ${at.y + Math.sin(angle) * d * unit}px) rotate(${turn}rad)`;
      layer.appendChild(svg);
      const motion = svg.animate(
        [
          { transform: to(0, 0), opacity: 1 },
          { transform: to(dist, reduced ? 0 : Math.PI), opacity: 0 },
        ],
        { duration: reduced ? 500 : 800, easing: POWER2_OUT, fill: 'forwards' },
      );
      motion.onfinish = () => svg.remove();
    }
    stage.appendChild(layer);
    return () => layer.remove();
  }, [app, burst, radius]);
  return <pixiContainer ref={ref} x={x} y={y} />;
}
