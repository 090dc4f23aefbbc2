import { Trans, useLingui } from '@lingui/react/macro';

import { type ComponentProps, useId, useState } from 'react';

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'className'>;

/** Props of one labelled form field. */
export interface FieldProps extends InputProps {
  label: string;
  error?: string;
  /** A standing hint under the field (e.g. the password rules), tied to it with aria-describedby. */
  hint?: string;
}

const inputClass =
  'block h-13 w-full rounded-2xl border-2 bg-white px-4 text-lg text-ink placeholder:text-ink-soft/60 ' +
  'transition-colors focus:border-primary focus:outline-none focus-visible:outline-3 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-primary';

/** The error line under a field, announced by screen readers as soon as it appears. */
function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <p id={id} role="alert" className="mt-1 min-h-6 text-base font-semibold text-wrong">
      {error}
    </p>
  );
}

/** A labelled text input whose error is tied to it with aria-describedby / aria-invalid. */
export function TextField({ label, error, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-lg font-bold text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={`${inputClass} ${error ? 'border-wrong' : 'border-primary-soft'}`}
        {...input}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A password input with a show/hide toggle; password managers see the usual autocomplete hints. */
export function PasswordField({ label, error, hint, ...input }: FieldProps) {
  const { t } = useLingui();
  const field = label.toLowerCase();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-lg font-bold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={hint ? `${hintId} ${errorId}` : errorId}
          className={`${inputClass} pr-24 ${error ? 'border-wrong' : 'border-primary-soft'}`}
          {...input}
        />
        <button
          type="button"
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? t`Hide ${field}` : t`Show ${field}`}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-1.5 right-1.5 min-w-18 rounded-xl bg-primary-soft px-3 text-base font-bold text-primary-dark hover:bg-violet-200"
        >
          {visible ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
        </button>
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-base text-ink-soft">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The big submit button of the auth forms; shows a spinner and is disabled while sending. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="mt-2 flex h-14 w-full items-center justify-center gap-3 rounded-2xl bg-primary font-display text-xl font-bold text-white shadow-[0_6px_0_#432a9c] transition-transform hover:bg-primary-dark active:translate-y-1 active:shadow-[0_2px_0_#432a9c] disabled:cursor-wait disabled:opacity-80"
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-3 border-white/40 border-t-white"
        />
      )}
      {busy ? busyLabel : label}
    </button>
  );
}
