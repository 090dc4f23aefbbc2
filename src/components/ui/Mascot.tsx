import type { SVGProps } from 'react';

/** The poses Pip knows. */
export type MascotPose = 'happy' | 'thinking' | 'cheering';

const VIOLET = '#5b3cc4';
const VIOLET_DARK = '#432a9c';
const INK = '#1f1b2e';

/** Pip's arms per pose (strokes from the shoulders; the last point is the hand). */
const arms: Record<MascotPose, string[]> = {
  happy: ['M40 122 Q22 132 20 150', 'M160 122 Q178 132 180 150'],
  cheering: ['M42 104 Q24 84 18 60', 'M158 104 Q176 84 182 60'],
  thinking: ['M40 122 Q22 132 20 150', 'M150 138 Q140 150 124 150'],
};

/**
 * Pip drawn as an SVG group in a 200×200 box (origin top-left), for use inside a larger illustration.
 * Use `Mascot` for a stand-alone picture.
 */
export function PipShape({ pose = 'happy' }: { pose?: MascotPose }) {
  const look = pose === 'thinking' ? { dx: 5, dy: -5 } : { dx: 2, dy: 3 };
  const [leftArm, rightArm] = arms[pose];
  return (
    <g>
      <path d="M100 44 L100 22" stroke={VIOLET} strokeWidth="6" strokeLinecap="round" />
      <path
        d="M100 2 l5.3 10.7 11.8 1.7 -8.5 8.3 2 11.7 -10.6 -5.5 -10.6 5.5 2 -11.7 -8.5 -8.3 11.8 -1.7z"
        fill="#fbbf24"
        stroke="#b45309"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d={leftArm} stroke={VIOLET} strokeWidth="13" strokeLinecap="round" fill="none" />
      <path d={rightArm} stroke={VIOLET} strokeWidth="13" strokeLinecap="round" fill="none" />
      <ellipse cx="78" cy="184" rx="18" ry="10" fill={VIOLET_DARK} />
      <ellipse cx="122" cy="184" rx="18" ry="10" fill={VIOLET_DARK} />
      <circle cx="100" cy="112" r="68" fill={VIOLET} />
      <ellipse cx="74" cy="70" rx="22" ry="11" fill="#fff" opacity=".18" transform="rotate(-28 74 70)" />
      <ellipse cx="76" cy="102" rx="18" ry="21" fill="#fff" />
      <ellipse cx="124" cy="102" rx="18" ry="21" fill="#fff" />
      <circle cx={76 + look.dx} cy={102 + look.dy} r="9" fill={INK} />
      <circle cx={124 + look.dx} cy={102 + look.dy} r="9" fill={INK} />
      <circle cx={79 + look.dx} cy={98 + look.dy} r="3" fill="#fff" />
      <circle cx={127 + look.dx} cy={98 + look.dy} r="3" fill="#fff" />
      <ellipse cx="56" cy="134" rx="11" ry="7" fill="#f9a8d4" />
      <ellipse cx="144" cy="134" rx="11" ry="7" fill="#f9a8d4" />
      {pose === 'thinking' ? (
        <path d="M90 142 Q102 148 112 140" stroke={INK} strokeWidth="5" strokeLinecap="round" fill="none" />
      ) : (
        <>
          <path
            d="M78 132 Q100 166 122 132 Z"
            fill={INK}
            stroke={INK}
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <path d="M88 148 Q100 141 112 148 Q100 160 88 148 Z" fill="#f472b6" />
        </>
      )}
    </g>
  );
}

/** Props of the stand-alone mascot picture. */
export interface MascotProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  pose?: MascotPose;
  /** Accessible description; without it the picture is decorative (hidden from assistive tech). */
  label?: string;
  size?: number;
}

/** Pip, MathPop's round violet mascot, as a stand-alone SVG (happy, thinking or cheering). */
export function Mascot({ pose = 'happy', label, size = 120, ...rest }: MascotProps) {
  if (label) {
    return (
      <svg viewBox="0 0 200 200" width={size} height={size} role="img" aria-label={label} {...rest}>
        <PipShape pose={pose} />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 200 200" width={size} height={size} aria-hidden="true" {...rest}>
      <PipShape pose={pose} />
    </svg>
  );
}
