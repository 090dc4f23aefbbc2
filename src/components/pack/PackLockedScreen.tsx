import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { Mascot } from '@/components/ui/Mascot';

/**
 * A locked lesson or game opened by its address (issue 36 §3): the card on the dashboard would have
 * said so. No Buy here: a child may be holding the device; the dashboard's cards and Profile → Plan
 * sell the pack to a grown-up.
 */
export function PackLockedScreen() {
  return (
    <main className="grid min-h-dvh place-items-center bg-cloud p-6">
      <div className="flex max-w-md flex-col items-center gap-4 rounded-card bg-white p-8 text-center shadow-md">
        <Mascot pose="thinking" size={112} />
        <h1 className="font-display text-2xl font-bold text-ink">
          <span aria-hidden="true">🔒 </span>
          <Trans>Part of the Fun Pack</Trans>
        </h1>
        <p className="text-lg text-ink-soft">
          <Trans>Ask a grown-up to open it. Daily practice and the free games are always here.</Trans>
        </p>
        <Link
          to={paths.app}
          className="flex h-12 items-center rounded-2xl bg-primary px-6 font-display text-lg font-bold text-white"
        >
          <Trans>Home</Trans>
        </Link>
      </div>
    </main>
  );
}
