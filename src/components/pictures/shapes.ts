import type { ClassPicture } from '@/content/class-pictures';

/** One filled shape of a picture: an SVG path on a 64×64 canvas (y down) and its fill colour. */
export interface PictureShape {
  d: string;
  fill: string;
}

/** A circle as a path (two arcs), so the PDF cards can draw it with the same data as the page. */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy} A${r} ${r} 0 1 0 ${cx + r} ${cy} A${r} ${r} 0 1 0 ${cx - r} ${cy} Z`;
}

/** A star with `points` tips between radii `outer` and `inner`, first tip straight up. */
function star(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const corners = Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    return `${(cx + r * Math.cos(angle)).toFixed(2)} ${(cy + r * Math.sin(angle)).toFixed(2)}`;
  });
  return `M${corners.join(' L')} Z`;
}

const ink = '#1f2937';
const white = '#ffffff';

/**
 * The 12 picture-password pictures as plain vector shapes, drawn in order: one source for the
 * /class buttons, the Profile rows and the printed login cards (pdf-lib's drawSvgPath).
 */
export const pictureShapes: Record<ClassPicture, readonly PictureShape[]> = {
  cat: [
    { d: 'M13 30 L16 8 L30 20 Z M51 30 L48 8 L34 20 Z', fill: '#ea8a1a' },
    { d: circle(32, 36, 20), fill: '#f59e0b' },
    { d: `${circle(25, 33, 3)} ${circle(39, 33, 3)}`, fill: ink },
    { d: 'M28 41 L36 41 L32 46 Z', fill: '#db2777' },
  ],
  dog: [
    { d: circle(32, 35, 19), fill: '#c08040' },
    {
      d: 'M12 16 C6 28 8 40 16 42 C20 34 22 24 20 16 Z M52 16 C58 28 56 40 48 42 C44 34 42 24 44 16 Z',
      fill: '#6b3a16',
    },
    { d: `${circle(25, 31, 3)} ${circle(39, 31, 3)} ${circle(32, 42, 4)}`, fill: ink },
    { d: 'M29 48 Q32 55 35 48 Z', fill: '#f472b6' },
  ],
  rocket: [
    { d: 'M25 44 L32 60 L39 44 Z', fill: '#f59e0b' },
    { d: 'M24 32 L12 48 L25 46 Z M40 32 L52 48 L39 46 Z', fill: '#ef4444' },
    { d: 'M32 4 C45 15 45 33 40 46 L24 46 C19 33 19 15 32 4 Z', fill: '#7c3aed' },
    { d: circle(32, 24, 6), fill: '#bae6fd' },
  ],
  apple: [
    { d: 'M31 8 L35 8 L35 22 L31 22 Z', fill: '#78350f' },
    { d: 'M35 16 Q44 6 52 12 Q44 22 35 16 Z', fill: '#16a34a' },
    {
      d: 'M32 22 C18 12 6 26 10 42 C14 56 26 62 32 56 C38 62 50 56 54 42 C58 26 46 12 32 22 Z',
      fill: '#ef4444',
    },
  ],
  star: [
    { d: star(32, 34, 28, 12), fill: '#facc15' },
    { d: star(32, 34, 14, 6), fill: '#fde68a' },
  ],
  fish: [
    { d: 'M44 32 L60 18 L60 46 Z', fill: '#0284c7' },
    { d: 'M6 32 C16 14 40 14 48 32 C40 50 16 50 6 32 Z', fill: '#38bdf8' },
    { d: circle(18, 29, 4), fill: white },
    { d: circle(18, 29, 2), fill: ink },
  ],
  tree: [
    { d: 'M28 38 L36 38 L37 60 L27 60 Z', fill: '#92400e' },
    { d: `${circle(32, 24, 16)} ${circle(20, 34, 11)} ${circle(44, 34, 11)}`, fill: '#16a34a' },
  ],
  sun: [
    { d: star(32, 32, 30, 17, 10), fill: '#fbbf24' },
    { d: circle(32, 32, 15), fill: '#f59e0b' },
  ],
  ball: [
    { d: circle(32, 32, 26), fill: '#2563eb' },
    { d: 'M7 26 Q32 40 57 26 L58 36 Q32 50 6 36 Z', fill: white },
    { d: circle(32, 14, 5), fill: '#facc15' },
  ],
  car: [
    { d: 'M4 44 L8 30 L20 27 L27 15 L45 15 L53 27 L60 31 L60 45 Z', fill: '#ef4444' },
    { d: 'M29 19 L43 19 L48 27 L24 27 Z', fill: '#bae6fd' },
    { d: `${circle(18, 46, 8)} ${circle(46, 46, 8)}`, fill: ink },
    { d: `${circle(18, 46, 3)} ${circle(46, 46, 3)}`, fill: '#d1d5db' },
  ],
  moon: [{ d: 'M38 4 A28 28 0 1 0 60 46 A22 22 0 1 1 38 4 Z', fill: '#eab308' }],
  flower: [
    { d: 'M30 38 L34 38 L34 62 L30 62 Z M34 52 Q44 42 50 48 Q42 56 34 52 Z', fill: '#16a34a' },
    {
      d: [0, 1, 2, 3, 4]
        .map((i) => {
          const a = (2 * Math.PI * i) / 5 - Math.PI / 2;
          return circle(Math.round(32 + 13 * Math.cos(a)), Math.round(25 + 13 * Math.sin(a)), 9);
        })
        .join(' '),
      fill: '#ec4899',
    },
    { d: circle(32, 25, 8), fill: '#facc15' },
  ],
};
