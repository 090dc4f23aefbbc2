/** Two friendly eyes with a highlight, centred on x = 50 at height `y`, `gap` apart. */
export function Eyes({ y, gap = 16, color = '#1f1b2e' }: { y: number; gap?: number; color?: string }) {
  return (
    <g>
      {[50 - gap / 2, 50 + gap / 2].map((x) => (
        <g key={x}>
          <circle cx={x} cy={y} r="4.2" fill={color} />
          <circle cx={x + 1.4} cy={y - 1.5} r="1.4" fill="#fff" />
        </g>
      ))}
    </g>
  );
}

/** A wide smile whose centre sits at height `y`. */
export function Smile({ y, width = 14, color = '#1f1b2e' }: { y: number; width?: number; color?: string }) {
  const half = width / 2;
  return (
    <path
      d={`M${50 - half} ${y} Q50 ${y + width * 0.6} ${50 + half} ${y}`}
      fill="none"
      stroke={color}
      strokeWidth="3"
      strokeLinecap="round"
    />
  );
}

/** Rosy cheeks under the eyes. */
export function Cheeks({ y, gap = 30, color = '#f9a8d4' }: { y: number; gap?: number; color?: string }) {
  return (
    <g opacity="0.7">
      <ellipse cx={50 - gap / 2} cy={y} rx="5" ry="3.2" fill={color} />
      <ellipse cx={50 + gap / 2} cy={y} rx="5" ry="3.2" fill={color} />
    </g>
  );
}
