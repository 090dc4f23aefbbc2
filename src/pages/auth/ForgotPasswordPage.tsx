import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { requestPasswordReset } from '@/api/auth-recovery';
import { paths } from '@/app/paths';
import { messages } from '@/content/messages';
import { AuthCard } from './AuthCard';
import { SubmitButton, TextField } from './FormField';
import { emailField } from './schemas';

const schema = z.object({ email: emailField() });
type Values = z.infer<typeof schema>;
const m = messages.recovery;

/**
 * /auth/forgot: asks for a recovery mail. The answer is the same neutral text whether or not the
 * address has an account, so the page tells nobody who is registered.
 */
export default function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const onSubmit = async ({ email }: Values) => {
    setFailed(false);
    try {
      await requestPasswordReset(email.trim(), `${window.location.origin}${paths.resetPassword}`);
      setSent(true);
    } catch {
      setFailed(true);
    }
  };

  return (
    <AuthCard
      title={m.forgotTitle}
      intro={m.forgotIntro}
      footer={
        <Trans>
          Remembered it?{' '}
          <Link to={paths.login} className="font-bold text-primary underline">
            Log in
          </Link>
        </Trans>
      }
    >
      {sent ? (
        <p role="status" className="rounded-2xl bg-primary-soft px-4 py-3 text-lg text-ink">
          {m.forgotSent}
        </p>
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={m.forgotTitle} className="space-y-1">
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
          {failed && (
            <p role="alert" className="mb-3 font-semibold text-wrong">
              {m.forgotFailed}
            </p>
          )}
          <SubmitButton busy={isSubmitting} label={m.forgotSubmit} busyLabel={m.forgotBusy} />
        </form>
      )}
    </AuthCard>
  );
}
