import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, type FormEvent, useId } from 'react';
import { formatExpiry } from './expiry';

const fields = [
  { name: 'email', label: msg`Email`, type: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
  {
    name: 'card',
    label: msg`Card number (test)`,
    type: 'text',
    autoComplete: 'off',
    placeholder: '4242 4242 4242 4242',
    inputMode: 'numeric',
    pattern: '[0-9 ]{12,23}',
  },
  {
    name: 'expiry',
    label: msg`Expiry (MM/YY)`,
    type: 'text',
    autoComplete: 'off',
    placeholder: '12/30',
    inputMode: 'numeric',
    pattern: '(0[1-9]|1[0-2])/[0-9]{2}',
  },
  {
    name: 'cvc',
    label: msg`CVC`,
    type: 'text',
    autoComplete: 'off',
    placeholder: '123',
    inputMode: 'numeric',
    pattern: '[0-9]{3,4}',
  },
] as const;

/** Rewrites the expiry as it is typed, so "1230" reads 12/30. */
function onExpiryChange(event: ChangeEvent<HTMLInputElement>) {
  event.currentTarget.value = formatExpiry(event.currentTarget.value);
}

/**
 * Card form of the test checkout. It validates the fields in the browser and then only reports
 * completion: nothing is sent anywhere and no payment is made (autocomplete is off for card fields).
 */
export function TestCardForm({ onComplete }: { onComplete: () => void }) {
  const id = useId();
  const { i18n } = useLingui();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onComplete();
  };
  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="rounded-blob bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-ink">
        <Trans>Card details</Trans>
      </h2>
      <p className="mt-2 rounded-2xl bg-primary-soft px-4 py-3 text-sm leading-relaxed text-ink">
        <Trans>
          Test mode: use any test numbers, e.g. 4242 4242 4242 4242. No payment is taken and nothing you type
          leaves this page.
        </Trans>
      </p>
      <div className="mt-5 grid grid-cols-2 gap-4">
        {fields.map((f) => (
          <label
            key={f.name}
            className={`flex flex-col gap-1.5 ${f.name === 'email' || f.name === 'card' ? 'col-span-2' : ''}`}
          >
            <span className="font-semibold text-ink">{i18n._(f.label)}</span>
            <input
              name={f.name}
              type={f.type}
              required
              autoComplete={f.autoComplete}
              placeholder={f.placeholder}
              inputMode={'inputMode' in f ? f.inputMode : undefined}
              pattern={'pattern' in f ? f.pattern : undefined}
              onChange={f.name === 'expiry' ? onExpiryChange : undefined}
              className="min-h-12 rounded-xl border-2 border-[#d4cce9] bg-white px-4 text-lg text-ink placeholder:text-[#6b6785] focus:border-primary"
            />
          </label>
        ))}
      </div>
      <button
        type="submit"
        className="mt-6 min-h-14 w-full rounded-full bg-buy px-8 font-display text-xl font-semibold text-white shadow-[0_6px_0_#14532d] hover:bg-buy-hover active:translate-y-1 active:shadow-[0_2px_0_#14532d]"
      >
        <Trans>Complete test purchase</Trans>
      </button>
      <p className="mt-3 text-center text-sm text-ink-soft">
        <Trans>No money is taken — this is a test checkout.</Trans>
      </p>
    </form>
  );
}
