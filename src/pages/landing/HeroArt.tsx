import { PipShape } from '@/components/ui/Mascot';

/** A 3×4 array of blocks: multiplication as area, the picture the games teach with. */
function BlockArray() {
  const cells = [];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 4; c++) {
      cells.push(
        <rect key={`${r}-${c}`} x={c * 24} y={r * 24} width="20" height="20" rx="5" fill="#38bdf8" />,
      );
    }
  }
  return <g>{cells}</g>;
}

/** A five-point star centred on (0,0). */
function Star({ fill = '#fbbf24' }: { fill?: string }) {
  return (
    <path
      d="M0 -20 l6 12.5 13.5 2 -9.8 9.5 2.3 13.5 -12 -6.3 -12 6.3 2.3 -13.5 -9.8 -9.5 13.5 -2z"
      fill={fill}
      stroke="#b45309"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  );
}

/**
 * Hero illustration: Pip cheering among the things the pack teaches with (a block array, a times
 * fact card, ÷ and × bubbles, stars). Inline SVG with fixed width/height, so it is in the pre-rendered
 * HTML and reserves its space before any script runs.
 */
export function HeroArt() {
  return (
    <svg
      viewBox="0 0 480 420"
      width="480"
      height="420"
      role="img"
      aria-label="Pip, the MathPop mascot, cheering among maths blocks, a 3 × 4 = 12 card, stars and × and ÷ signs"
      className="h-auto w-full max-w-[480px]"
    >
      <path
        d="M240 18c96 0 210 52 222 158 12 110-70 226-214 226S22 330 20 214C18 104 126 18 240 18z"
        fill="#ece7ff"
      />
      <circle cx="408" cy="330" r="46" fill="#fde68a" />
      <circle cx="70" cy="96" r="30" fill="#bbf7d0" />
      <g transform="translate(40 250)">
        <rect x="-12" y="-12" width="118" height="94" rx="18" fill="#fff" stroke="#bae6fd" strokeWidth="3" />
        <BlockArray />
      </g>
      <g transform="translate(314 56) rotate(6)">
        <rect width="150" height="70" rx="20" fill="#fff" stroke="#c4b5fd" strokeWidth="3" />
        <text
          x="75"
          y="46"
          textAnchor="middle"
          className="font-display"
          fontSize="30"
          fontWeight="600"
          fill="#432a9c"
        >
          3 × 4 = 12
        </text>
      </g>
      <g transform="translate(66 96)">
        <text
          y="12"
          textAnchor="middle"
          className="font-display"
          fontSize="44"
          fontWeight="700"
          fill="#15803d"
        >
          ÷
        </text>
      </g>
      <g transform="translate(408 330)">
        <text
          y="15"
          textAnchor="middle"
          className="font-display"
          fontSize="50"
          fontWeight="700"
          fill="#b45309"
        >
          ×
        </text>
      </g>
      <g transform="translate(150 62) scale(.9)">
        <Star />
      </g>
      <g transform="translate(402 192) scale(.7)">
        <Star fill="#f9a8d4" />
      </g>
      <g transform="translate(118 392) scale(.6)">
        <Star />
      </g>
      <circle cx="300" cy="396" r="8" fill="#c4b5fd" />
      <circle cx="200" cy="30" r="6" fill="#f9a8d4" />
      <g transform="translate(140 112) scale(1.35)">
        <PipShape pose="cheering" />
      </g>
    </svg>
  );
}
