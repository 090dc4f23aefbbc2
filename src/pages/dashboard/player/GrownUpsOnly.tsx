import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/app/paths';
import { useGate } from '@/components/gate/GateProvider';
import { LockIcon } from '@/components/gate/LockIcon';

/**
 * Shown in kid mode instead of a grown-up area reached by its address: the parental gate opens at
 * once; passing it shows the area, cancelling goes back to Lessons.
 */
export function GrownUpsOnly() {
  const gate = useGate();
  const navigate = useNavigate();
  const back = () => navigate(paths.app, { replace: true });
  // Passing re-renders the layout (the gate's state changed), which then shows the area itself.
  const ask = () => gate.guard(() => {}, { onCancel: back });
  // biome-ignore lint/correctness/useExhaustiveDependencies: ask once on arrival, not on every render
  useEffect(ask, []);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <LockIcon className="size-16 text-primary" />
      <h1 className="font-display text-3xl font-bold text-ink">
        <Trans>For grown-ups</Trans>
      </h1>
      <p className="text-lg text-ink-soft">
        <Trans>Ask a grown-up to open this page.</Trans>
      </p>
      <button
        type="button"
        onClick={ask}
        className="h-12 rounded-2xl bg-primary px-6 text-lg font-bold text-white hover:bg-primary-dark"
      >
        <Trans>I'm a grown-up</Trans>
      </button>
    </section>
  );
}
