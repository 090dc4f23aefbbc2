import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Mascot, type MascotPose } from './Mascot';

/** The poses exported as stand-alone files in assets/mascot/ (for Pixi textures and documents). */
export const mascotPoses: MascotPose[] = ['happy', 'thinking', 'cheering'];

/** Pip as a self-contained SVG document, exactly as the `Mascot` component draws it. */
export function mascotSvgDocument(pose: MascotPose, size = 200): string {
  const svg = renderToStaticMarkup(createElement(Mascot, { pose, size }));
  return `${svg.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ').replace(' aria-hidden="true"', '')}\n`;
}
