import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { signInWithPassword } from '@/api/auth-sign-in';
import { mfaAssuranceLevel } from '@/api/mfa-assurance-level';
import { paths } from '@/app/paths';
import { messages } from '@/content/messages';
import { startAsGrownUp } from '@/state/devicePlayer';
import { AuthCard } from './AuthCard';
import { toastAuthFailure } from './authToasts';
import { CodeStep } from './CodeStep';
import { PasswordField, SubmitButton, TextField } from './FormField';
import { type LoginValues, loginSchema } from './schemas';
import {
  returnState,
  useAlreadySignedIn,
  useReturnPath,
  useSessionAwaitingCode,
} from './useSignedInRedirect';

/**
 * Login screen (/auth/login): email and password, then the 6-digit code when the account has
 * two-factor on; success returns to the asked page or /app.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { t } = useLingui();
  const signedIn = useAlreadySignedIn(isSubmitting);
  const awaitingCode = useSessionAwaitingCode(isSubmitting);

  const onSubmit = async ({ email, password }: LoginValues) => {
    try {
      const { error, userId } = await signInWithPassword(email, password);
      if (error) return toastAuthFailure(messages.login.errorTitle, error);
      // The password proves a grown-up: this device starts in grown-up mode (issue 22 §3).
      if (userId) startAsGrownUp(userId);
      // Two-factor on: the page turns into the code step (the session now says aal2 is next).
      const level = await mfaAssuranceLevel();
      if (level.current === 'aal1' && level.next === 'aal2') return;
      toast.success(messages.login.successTitle, { description: messages.login.successText });
      navigate(returnPath, { replace: true });
    } catch (error) {
      toastAuthFailure(messages.login.errorTitle, error);
    }
  };

  if (awaitingCode) return <CodeStep session={awaitingCode} />;
  if (signedIn) return <Navigate to={returnPath} replace />;
  return (
    <AuthCard
      title={t`Welcome back!`}
      intro={t`Log in to keep learning with Pip.`}
      footer={
        <Trans>
          New to MathPop?{' '}
          <Link
            to={paths.signup}
            state={returnState(returnPath)}
            className="font-bold text-primary underline"
          >
            Create an account
          </Link>
        </Trans>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t`Log in`} className="space-y-1">
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
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="-mt-1 mb-3 text-right">
          <Link to={paths.forgotPassword} className="font-bold text-primary-dark underline">
            {messages.recovery.forgotLink}
          </Link>
        </p>
        <SubmitButton busy={isSubmitting} label={t`Log in`} busyLabel={t`Logging in…`} />
      </form>
    </AuthCard>
  );
}
