import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { requestPasswordReset } from '@/api/auth-recovery';
import { paths } from '@/app/paths';
import { messages } from '@/content/messages';
import { AuthCard } from './AuthCard';
import { SubmitButton, TextField } from './FormField';

const schema = z.object({
  email: z.string().trim().min(1, 'Please enter your email.').email('Please enter a valid email address.'),
});
type Values = z.infer<typeof schema>;
const t = messages.recovery;

/**
 * /auth/forgot: asks for a recovery mail. The answer is the same neutral text whether or not the
 * address has an account, so the page tells nobody who is registered.
 */
export default function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
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
      title={t.forgotTitle}
      intro={t.forgotIntro}
      footer={
        <>
          Remembered it?{' '}
          <Link to={paths.login} className="font-bold text-primary underline">
            Log in
          </Link>
        </>
      }
    >
      {sent ? (
        <p role="status" className="rounded-2xl bg-primary-soft px-4 py-3 text-lg text-ink">
          {t.forgotSent}
        </p>
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t.forgotTitle} className="space-y-1">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
          {failed && (
            <p role="alert" className="mb-3 font-semibold text-wrong">
              {t.forgotFailed}
            </p>
          )}
          <SubmitButton busy={isSubmitting} label={t.forgotSubmit} busyLabel={t.forgotBusy} />
        </form>
      )}
    </AuthCard>
  );
}
