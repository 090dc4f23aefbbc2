import { Trans, useLingui } from '@lingui/react/macro';

import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { setRecoveredPassword, verifyEmailLink } from '@/api/auth-recovery';
import { paths } from '@/app/paths';
import { messages } from '@/content/messages';
import { newPasswordProblem } from '@/lib/passwordRule';
import { getSupabase } from '@/lib/supabase';
import { startAsGrownUp } from '@/state/devicePlayer';
import { useSession } from '@/state/session';
import { AuthCard } from './AuthCard';
import { PasswordField, SubmitButton } from './FormField';
import { useLinkToken } from './linkToken';
import { passwordRulesText } from './passwordRules';

const m = messages.recovery;
type Phase = 'checking' | 'ready' | 'invalid';

/**
 * /auth/reset?token_hash=…&type=recovery: the recovery mail's link. The page drops the token from the
 * address, spends it (POST /verify), and supabase-js's PASSWORD_RECOVERY event opens the form: a new
 * password typed twice. Saving signs the parent in here, ends other sessions and lands on /app.
 */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const token = useLinkToken();
  const { t } = useLingui();
  const [phase, setPhase] = useState<Phase>(token?.type === 'recovery' ? 'checking' : 'invalid');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (token?.type !== 'recovery') return;
    let stopped = false;
    let unsubscribe = () => {};
    // Listen before spending the link: verifying is what emits PASSWORD_RECOVERY.
    getSupabase()
      .then((supabase) => {
        if (stopped) return;
        const { data } = supabase.auth.onAuthStateChange((event) => {
          if (event === 'PASSWORD_RECOVERY') setPhase('ready');
        });
        unsubscribe = () => data.subscription.unsubscribe();
        return verifyEmailLink(token.tokenHash, 'recovery');
      })
      .catch(() => setPhase('invalid'));
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [token]);

  const userId = useSession()?.user.id;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = newPasswordProblem(password, confirm);
    setProblem(wrong);
    if (wrong) return;
    setSaving(true);
    try {
      await setRecoveredPassword(password);
      // A new password typed from the mailed link: a grown-up, like a password sign-in (issue 22 §3).
      if (userId) startAsGrownUp(userId);
      toast.success(m.resetDoneTitle, { description: m.resetDoneText });
      navigate(paths.app, { replace: true });
    } catch (e) {
      toast.error(m.resetFailed, { description: e instanceof Error ? e.message : undefined });
      setSaving(false);
    }
  };

  const footer = (
    <Link to={paths.login} className="font-bold text-primary underline">
      <Trans>Back to log in</Trans>
    </Link>
  );
  if (phase !== 'ready') {
    return (
      <AuthCard title={m.resetTitle} intro={phase === 'checking' ? m.resetChecking : ''} footer={footer}>
        {phase === 'invalid' && (
          <div role="alert" className="space-y-4 text-lg text-ink">
            <p>{m.linkInvalid}</p>
            <Link
              to={paths.forgotPassword}
              className="inline-block rounded-2xl bg-primary px-5 py-3 font-bold text-white"
            >
              {m.askAgain}
            </Link>
          </div>
        )}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={m.resetTitle} intro={m.resetIntro} footer={footer}>
      <form noValidate onSubmit={submit} aria-label={m.resetTitle} className="space-y-1">
        <PasswordField
          label={t`New password`}
          autoComplete="new-password"
          hint={passwordRulesText()}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={problem ?? undefined}
        />
        <PasswordField
          label={t`Confirm new password`}
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <SubmitButton busy={saving} label={m.resetSubmit} busyLabel={m.resetBusy} />
      </form>
    </AuthCard>
  );
}
