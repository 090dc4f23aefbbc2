import { Trans } from '@lingui/react/macro';

import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';

/** A white rounded card with a heading, used by every section of the profile and performance pages. */
export function Card({
  title,
  icon,
  action,
  children,
  className = '',
  id,
}: {
  title: string;
  icon?: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-card border border-primary-soft bg-white p-5 shadow-[0_4px_0_0_#ece7ff] sm:p-6 ${className}`}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 font-display text-xl font-semibold text-ink">
          {icon && (
            <span
              aria-hidden="true"
              className="grid size-9 place-items-center rounded-full bg-primary-soft text-lg"
            >
              {icon}
            </span>
          )}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'dangerGhost';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-primary text-white hover:bg-primary-dark disabled:bg-primary/50',
  secondary: 'bg-primary-soft text-primary-dark hover:bg-[#ddd3ff] disabled:opacity-60',
  danger: 'bg-wrong text-white hover:bg-[#b91c1c] disabled:opacity-60',
  ghost: 'bg-transparent text-primary-dark hover:bg-primary-soft disabled:opacity-60',
  // A darker red than `wrong` so the text keeps 4.5:1 on tinted cards.
  dangerGhost: 'bg-transparent text-[#b91c1c] hover:bg-wrong-soft disabled:opacity-60',
};

/** A chunky rounded button (48 px touch target). */
export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return (
    <button
      type={type}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-5 font-bold transition-transform active:scale-95 disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}

/** Shared classes of text inputs and selects. */
export const fieldClass =
  'min-h-12 w-full rounded-2xl border-2 border-primary-soft bg-paper px-4 text-lg text-ink focus:border-primary focus:outline-none aria-[invalid=true]:border-wrong';

/**
 * A labelled text input of an account form. `errorId` names the form's error message while there is
 * one, so the field is marked invalid and described by it.
 */
export function TextField({
  label,
  errorId,
  onValue,
  className = '',
  inputClassName = '',
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'className'> & {
  label: string;
  errorId?: string;
  onValue: (value: string) => void;
  className?: string;
  inputClassName?: string;
}) {
  return (
    <label className={`flex flex-col gap-1 font-semibold ${className}`}>
      {label}
      <input
        className={`${fieldClass} ${inputClassName}`}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        {...input}
      />
    </label>
  );
}

/** A form's error message, announced when it appears; `id` is what its fields point at. */
export function FormError({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <p id={id} role="alert" className="font-semibold text-[#b91c1c]">
      {text}
    </p>
  );
}

/** An inline error with a retry button. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl bg-wrong-soft p-4 text-ink">
      <span className="font-semibold">{text}</span>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
