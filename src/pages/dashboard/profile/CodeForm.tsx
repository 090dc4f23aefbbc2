import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Button, fieldClass } from '@/components/ui/controls';

/** A 6-digit authenticator code field with a submit button. */
export function CodeForm({
  label,
  submitLabel,
  onSubmit,
  children,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<void>;
  children?: React.ReactNode;
}) {
  const { t } = useLingui();
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const valid = /^\d{6}$/.test(code);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    try {
      await onSubmit(code);
    } finally {
      setBusy(false);
      setCode('');
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <label htmlFor={id} className="flex flex-col gap-1 font-semibold">
        {label}
        <input
          id={id}
          className={`${fieldClass} w-44 text-center font-mono tracking-[0.3em]`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
      </label>
      <Button type="submit" disabled={!valid || busy}>
        {busy ? t`Checking…` : submitLabel}
      </Button>
      {children}
    </form>
  );
}
