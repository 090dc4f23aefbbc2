import { useLingui } from '@lingui/react/macro';

import { blockReview } from '@/content/lessons';

function Rocket() {
  return (
    <svg viewBox="0 0 64 64" className="h-16 w-16" aria-hidden="true" focusable="false">
      <path d="M26 46 L32 60 L38 46 Z" fill="#f97316" />
      <path d="M29 46 L32 54 L35 46 Z" fill="#fde047" />
      <path d="M20 38 L12 48 L24 46 Z M44 38 L52 48 L40 46 Z" fill="#ef4444" />
      <path
        d="M32 4 C42 12 44 26 42 46 H22 C20 26 22 12 32 4 Z"
        fill="#fff"
        stroke="#5b3cc4"
        strokeWidth="2.5"
      />
      <path d="M32 4 C37 8 40 13 41 18 H23 C24 13 27 8 32 4 Z" fill="#ef4444" />
      <circle cx="32" cy="28" r="6" fill="#7dd3fc" stroke="#5b3cc4" strokeWidth="2.5" />
    </svg>
  );
}

function Treasure() {
  return (
    <svg viewBox="0 0 64 64" className="h-16 w-16" aria-hidden="true" focusable="false">
      <circle cx="22" cy="18" r="5" fill="#fbbf24" stroke="#b45309" strokeWidth="2" />
      <circle cx="40" cy="14" r="5" fill="#fbbf24" stroke="#b45309" strokeWidth="2" />
      <path d="M8 30 C8 18 56 18 56 30 Z" fill="#b45309" stroke="#451a03" strokeWidth="2.5" />
      <rect x="8" y="30" width="48" height="26" rx="4" fill="#92400e" stroke="#451a03" strokeWidth="2.5" />
      <rect x="8" y="36" width="48" height="5" fill="#fbbf24" />
      <rect x="28" y="33" width="8" height="11" rx="2" fill="#fbbf24" stroke="#b45309" strokeWidth="2" />
    </svg>
  );
}

/** The block's celebration again on its review, as the overlay showed it (the rocket flag decides both). */
export function CelebrationBadge({ blockName }: { blockName: string }) {
  const { t } = useLingui();
  const rocket = blockReview(blockName)?.celebration === 'rocket';
  return (
    <div className="mt-2 flex items-center gap-3">
      <span role="img" aria-label={rocket ? t`Rocket launch` : t`Treasure chest`}>
        {rocket ? <Rocket /> : <Treasure />}
      </span>
      <span className="text-4xl" aria-hidden="true">
        ⭐⭐⭐⭐⭐
      </span>
    </div>
  );
}
