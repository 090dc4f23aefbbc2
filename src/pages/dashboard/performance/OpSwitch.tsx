import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { FactOp } from '@/fluency';

/** The ×/÷ switch: two toggle buttons (aria-pressed), one pressed. */
export function OpSwitch({ op, onChange }: { op: FactOp; onChange: (op: FactOp) => void }) {
  const button = (value: FactOp, text: string) => (
    <button
      type="button"
      aria-pressed={op === value}
      onClick={() => onChange(value)}
      className={`min-h-11 rounded-full px-4 font-bold ${
        op === value ? 'bg-primary text-white' : 'bg-primary-soft text-primary-dark hover:bg-[#ddd3ff]'
      }`}
    >
      {text}
    </button>
  );
  return (
    <fieldset className="flex gap-2">
      <legend className="sr-only">
        <Trans>Facts shown</Trans>
      </legend>
      {button('mul', t`× Multiplication`)}
      {button('div', t`÷ Division`)}
    </fieldset>
  );
}

/** The sentence under a grid that says how to read it. */
export function howToRead(op: FactOp): string {
  return op === 'mul'
    ? t`Each row is the first number, each column the second: row 7, column 8 is 7 × 8.`
    : t`Each column is the number divided by, each row the answer: row 7, column 8 is 56 ÷ 8.`;
}
