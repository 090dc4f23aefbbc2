import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { signUp } from '@/api/auth-sign-up';
import { paths } from '@/app/paths';
import { messages } from '@/content/messages';
import { AuthCard } from './AuthCard';
import { toastAuthFailure } from './authToasts';
import { PasswordField, SubmitButton, TextField } from './FormField';
import { passwordRulesText } from './passwordRules';
import { passwordsMismatch, type SignupValues, signupSchema } from './schemas';
import { returnState, useAlreadySignedIn, useReturnPath } from './useSignedInRedirect';

const empty: SignupValues = { fullName: '', email: '', password: '', confirmPassword: '' };

/** Sign-up screen (/auth/signup): full name, email, password twice; success goes to /app. */
export default function SignupPage() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({ resolver: zodResolver(signupSchema), defaultValues: empty });
  const { t } = useLingui();
  const signedIn = useAlreadySignedIn(isSubmitting);
  // The email that turned out to have an account already: the form then offers to log in.
  const [registered, setRegistered] = useState<string | null>(null);

  const onSubmit = async (values: SignupValues) => {
    setRegistered(null);
    if (passwordsMismatch(values)) {
      // Spec §5: a mismatch is reported and nothing is sent.
      setError('confirmPassword', { message: messages.signup.mismatchText }, { shouldFocus: true });
      toast.error(messages.signup.mismatchTitle, { description: messages.signup.mismatchText });
      return;
    }
    try {
      const error = await signUp(values);
      if (error?.code === 'user_already_exists') setRegistered(values.email);
      if (error) return toastAuthFailure(messages.signup.errorTitle, error);
      toast.success(messages.signup.successTitle, { description: messages.signup.successText });
      navigate(returnPath, { replace: true });
    } catch (error) {
      toastAuthFailure(messages.signup.errorTitle, error);
    }
  };

  if (signedIn) return <Navigate to={returnPath} replace />;
  return (
    <AuthCard
      title={t`Join MathPop!`}
      intro={t`Create your parent or teacher account.`}
      footer={
        <Trans>
          Already have an account?{' '}
          <Link to={paths.login} state={returnState(returnPath)} className="font-bold text-primary underline">
            Log in
          </Link>
        </Trans>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t`Sign up`} className="space-y-1">
        <TextField
          label={t`Full name`}
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="new-password"
          hint={passwordRulesText()}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t`Confirm password`}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        {registered && (
          <p role="status" className="mb-3 rounded-2xl bg-primary-soft px-4 py-3 text-base text-ink">
            <Trans>
              {registered} already has a MathPop account.{' '}
              <Link
                to={paths.login}
                state={returnState(returnPath)}
                className="font-bold text-primary-dark underline"
              >
                Log in
              </Link>{' '}
              instead, or{' '}
              <Link to={paths.forgotPassword} className="font-bold text-primary-dark underline">
                reset your password
              </Link>
              .
            </Trans>
          </p>
        )}
        <SubmitButton busy={isSubmitting} label={t`Create account`} busyLabel={t`Creating your account…`} />
        <p className="pt-2 text-center text-sm text-ink-soft">
          <Trans>
            What we keep about you and your child:{' '}
            <Link to={paths.privacy} className="font-bold text-primary-dark underline">
              Privacy
            </Link>
          </Trans>
        </p>
      </form>
    </AuthCard>
  );
}
