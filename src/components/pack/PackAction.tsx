import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { dashboardTabPath } from '@/app/paths';
import { useGate } from '@/components/gate/GateProvider';
import { PackBuyLink } from './PackBuyLink';

/**
 * What a locked card shows instead of its Play/Start/Download (issue 36 §3): "Part of the Fun
 * Pack", then Buy for a grown-up; in kid mode "Ask a grown-up", which opens the parental gate and,
 * once passed, the grown-up's Plan in Profile — never the checkout.
 */
export function PackAction({ titleId }: { titleId: string }) {
  const gate = useGate();
  const navigate = useNavigate();
  return (
    <div className="mt-auto flex flex-col gap-2" data-testid="pack-locked">
      <p className="flex items-center gap-2 font-display text-base font-bold text-primary-dark">
        <span aria-hidden="true">🔒</span>
        <Trans>Part of the Fun Pack</Trans>
      </p>
      {gate.kidMode ? (
        <button
          type="button"
          aria-describedby={titleId}
          onClick={() => gate.guard(() => navigate(`${dashboardTabPath('profile')}#plan`), { always: true })}
          className="flex h-12 items-center justify-center gap-2 rounded-2xl border-2 border-primary bg-white font-display text-lg font-bold text-primary-dark hover:bg-primary-soft"
        >
          <span aria-hidden="true">🙋</span> <Trans>Ask a grown-up</Trans>
        </button>
      ) : (
        <PackBuyLink />
      )}
    </div>
  );
}
