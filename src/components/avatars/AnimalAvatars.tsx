import { Cheeks, Eyes, Smile } from './FaceParts';

// Six friendly animal faces on the palette's pastel backgrounds (viewBox 0 0 100 100).

/** Fox: orange with a white muzzle and pointed ears. */
export function Fox() {
  return (
    <g>
      <circle cx="50" cy="50" r="50" fill="#fff1f2" />
      <path d="M18 22 L34 40 L24 50 Z M82 22 L66 40 L76 50 Z" fill="#ea580c" />
      <path d="M22 28 L31 40 L26 45 Z M78 28 L69 40 L74 45 Z" fill="#fed7aa" />
      <path d="M20 48 Q50 20 80 48 Q78 78 50 86 Q22 78 20 48 Z" fill="#f97316" />
      <path d="M30 62 Q50 52 70 62 Q64 84 50 86 Q36 84 30 62 Z" fill="#fff7ed" />
      <Eyes y={54} gap={20} />
      <ellipse cx="50" cy="66" rx="4.5" ry="3.2" fill="#1f1b2e" />
      <Smile y={71} width={10} />
    </g>
  );
}

/** Cat: soft grey with whiskers. */
export function Cat() {
  return (
    <g>
      <circle cx="50" cy="50" r="50" fill="#e0f2fe" />
      <path d="M20 20 L40 34 L22 48 Z M80 20 L60 34 L78 48 Z" fill="#94a3b8" />
      <path d="M25 28 L35 35 L26 42 Z M75 28 L65 35 L74 42 Z" fill="#fbcfe8" />
      <ellipse cx="50" cy="56" rx="32" ry="28" fill="#94a3b8" />
      <Eyes y={52} gap={22} />
      <path d="M47 61 L53 61 L50 65 Z" fill="#db2777" />
      <Smile y={66} width={10} />
      <path
        d="M14 60 L32 62 M14 68 L32 66 M86 60 L68 62 M86 68 L68 66"
        stroke="#475569"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </g>
  );
}

/** Bear: warm brown with round ears. */
export function Bear() {
  return (
    <g>
      <circle cx="50" cy="50" r="50" fill="#fef9c3" />
      <circle cx="24" cy="28" r="11" fill="#92400e" />
      <circle cx="76" cy="28" r="11" fill="#92400e" />
      <circle cx="24" cy="28" r="5.5" fill="#fcd34d" />
      <circle cx="76" cy="28" r="5.5" fill="#fcd34d" />
      <circle cx="50" cy="54" r="32" fill="#b45309" />
      <ellipse cx="50" cy="66" rx="14" ry="11" fill="#fde68a" />
      <Eyes y={50} gap={22} />
      <ellipse cx="50" cy="62" rx="4.5" ry="3.2" fill="#1f1b2e" />
      <Smile y={68} width={9} />
    </g>
  );
}

/** Panda: white with black eye patches. */
export function Panda() {
  return (
    <g>
      <circle cx="50" cy="50" r="50" fill="#dcfce7" />
      <circle cx="24" cy="27" r="11" fill="#1f1b2e" />
      <circle cx="76" cy="27" r="11" fill="#1f1b2e" />
      <circle cx="50" cy="54" r="32" fill="#fff" stroke="#e5e7eb" strokeWidth="1.5" />
      <ellipse cx="38" cy="51" rx="8" ry="10" fill="#1f1b2e" transform="rotate(-20 38 51)" />
      <ellipse cx="62" cy="51" rx="8" ry="10" fill="#1f1b2e" transform="rotate(20 62 51)" />
      <Eyes y={51} gap={24} color="#fff" />
      <ellipse cx="50" cy="64" rx="4.5" ry="3.2" fill="#1f1b2e" />
      <Smile y={69} width={9} />
      <Cheeks y={66} gap={40} />
    </g>
  );
}

/** Frog: bright green with eyes on top. */
export function Frog() {
  return (
    <g>
      <circle cx="50" cy="50" r="50" fill="#ecfccb" />
      <circle cx="33" cy="32" r="12" fill="#22c55e" />
      <circle cx="67" cy="32" r="12" fill="#22c55e" />
      <ellipse cx="50" cy="60" rx="36" ry="26" fill="#22c55e" />
      <circle cx="33" cy="32" r="7" fill="#fff" />
      <circle cx="67" cy="32" r="7" fill="#fff" />
      <Eyes y={32} gap={34} />
      <path d="M30 62 Q50 80 70 62" fill="none" stroke="#14532d" strokeWidth="3.2" strokeLinecap="round" />
      <Cheeks y={60} gap={48} />
    </g>
  );
}

/** Owl: violet feathers, big round eyes and an orange beak. */
export function Owl() {
  return (
    <g>
      <circle cx="50" cy="50" r="50" fill="#ece7ff" />
      <path d="M22 26 L34 36 L22 42 Z M78 26 L66 36 L78 42 Z" fill="#5b3cc4" />
      <ellipse cx="50" cy="58" rx="31" ry="30" fill="#7c5ce0" />
      <path d="M34 76 Q50 84 66 76 Q60 90 50 90 Q40 90 34 76 Z" fill="#c4b5fd" />
      <circle cx="38" cy="50" r="11" fill="#fff" />
      <circle cx="62" cy="50" r="11" fill="#fff" />
      <Eyes y={50} gap={24} />
      <path d="M46 60 L54 60 L50 68 Z" fill="#f59e0b" />
    </g>
  );
}
