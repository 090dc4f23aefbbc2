import { useLingui } from '@lingui/react/macro';
import { STATE_LOOK, STATE_ORDER } from './factGridModel';

/** Names every state with its colour and icon, so no cell is read by colour alone. */
export function FactLegend() {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Legend`} className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-ink">
      {STATE_ORDER.map((state) => (
        <li key={state} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={`grid size-6 place-items-center rounded-md text-xs font-bold ${STATE_LOOK[state].className}`}
          >
            {STATE_LOOK[state].icon}
          </span>
          {STATE_LOOK[state].label}
        </li>
      ))}
    </ul>
  );
}
