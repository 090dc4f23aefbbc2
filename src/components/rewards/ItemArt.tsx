import type { RewardItem } from '@/rewards';

/** A collection item drawn in SVG: a smiling ringed planet, a rocket part, or an accessory. */
export function ItemArt({ item, className = 'size-16' }: { item: RewardItem; className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      {item.kind === 'planet' ? (
        <>
          <ellipse cx="32" cy="34" rx="30" ry="8" fill="none" stroke="#fde68a" strokeWidth="4" />
          <circle cx="32" cy="32" r="20" fill={item.colour} />
          <circle cx="24" cy="24" r="4" fill="#ffffff" opacity="0.35" />
          <circle cx="25" cy="32" r="2.6" fill="#1f1b2e" />
          <circle cx="39" cy="32" r="2.6" fill="#1f1b2e" />
          <path d="M26 39 q6 5 12 0" stroke="#1f1b2e" strokeWidth="2.4" fill="none" strokeLinecap="round" />
          <path d="M12 37 q20 10 40 0" stroke="#fde68a" strokeWidth="4" fill="none" />
          <text x="32" y="62" textAnchor="middle" fontSize="11" fontWeight="800" fill="#1f1b2e">
            ×{item.table}
          </text>
        </>
      ) : (
        <PartShape id={item.id} colour={item.colour} />
      )}
    </svg>
  );
}

/** The shape of one rocket part or accessory, centred in a 64 × 64 box. */
function PartShape({ id, colour }: { id: string; colour: string }) {
  switch (id) {
    case 'part-nose':
      return (
        <path
          d="M32 6 C44 18 46 30 46 40 H18 C18 30 20 18 32 6 Z"
          fill={colour}
          stroke="#7f1d1d"
          strokeWidth="2"
        />
      );
    case 'part-fins':
      return (
        <>
          <path d="M20 20 L6 52 L24 44 Z" fill={colour} />
          <path d="M44 20 L58 52 L40 44 Z" fill={colour} />
          <rect x="24" y="14" width="16" height="36" rx="8" fill="#e0e7ff" />
        </>
      );
    case 'part-booster':
      return (
        <>
          <rect x="22" y="6" width="20" height="26" rx="6" fill="#64748b" />
          <path d="M22 32 Q32 62 42 32 Z" fill={colour} />
          <path d="M27 32 Q32 52 37 32 Z" fill="#fef3c7" />
        </>
      );
    case 'acc-goggles':
      return (
        <>
          <rect x="6" y="26" width="52" height="6" rx="3" fill="#1f2937" />
          <circle cx="20" cy="30" r="11" fill={colour} stroke="#1f2937" strokeWidth="4" />
          <circle cx="44" cy="30" r="11" fill={colour} stroke="#1f2937" strokeWidth="4" />
          <circle cx="16" cy="26" r="3" fill="#ffffff" opacity="0.7" />
          <circle cx="40" cy="26" r="3" fill="#ffffff" opacity="0.7" />
        </>
      );
    case 'acc-helmet':
      return (
        <>
          <circle cx="32" cy="32" r="26" fill={colour} stroke="#94a3b8" strokeWidth="3" />
          <ellipse cx="32" cy="34" rx="17" ry="14" fill="#1e3a8a" />
          <ellipse cx="26" cy="28" rx="5" ry="3" fill="#ffffff" opacity="0.6" />
        </>
      );
    default:
      return (
        <path
          d="M8 46 L12 18 L24 32 L32 12 L40 32 L52 18 L56 46 Z"
          fill={colour}
          stroke="#b45309"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      );
  }
}
