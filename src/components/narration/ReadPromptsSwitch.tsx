import { Trans, useLingui } from '@lingui/react/macro';

import { useGate } from '@/components/gate/GateProvider';
import { ReadPromptsIcon } from './icons';
import type { NarrationControl } from './useNarrationControl';

/**
 * The grown-up's "Read prompts aloud" switch for this student (issue 22); in kid mode it waits
 * behind the parental gate, exactly like the practice timer.
 */
export function ReadPromptsSwitch({ control, className }: { control: NarrationControl; className: string }) {
  const gate = useGate();
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={`${className} aria-pressed:bg-sun aria-pressed:text-ink`}
      aria-pressed={control.readAloud}
      aria-label={t`Read prompts aloud`}
      onClick={() => gate.guard(() => control.setReadAloud(!control.readAloud))}
    >
      <ReadPromptsIcon />
      <span className="hidden text-base lg:inline">
        <Trans>Read prompts aloud</Trans>
      </span>
    </button>
  );
}
