import { Trans } from '@lingui/react/macro';

import type { EmailOtpType } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { verifyEmailLink } from '@/api/auth-recovery';
import { paths } from '@/app/paths';
import { messages } from '@/content/messages';
import { AuthCard } from './AuthCard';
import { useLinkToken } from './linkToken';

const m = messages.recovery;
const confirmTypes: readonly string[] = ['signup', 'email', 'email_change'];

/**
 * /auth/confirm?token_hash=…&type=signup|email_change: a confirmation mail's link. Spends the token
 * (POST /verify), which confirms the address and signs in, then lands on /app with a toast.
 */
export default function ConfirmEmailPage() {
  const navigate = useNavigate();
  const token = useLinkToken();
  const valid = token !== null && confirmTypes.includes(token.type);
  const [failed, setFailed] = useState(!valid);

  useEffect(() => {
    if (!token || !confirmTypes.includes(token.type)) return;
    verifyEmailLink(token.tokenHash, token.type as EmailOtpType).then(
      () => {
        toast.success(m.confirmDoneTitle, { description: m.confirmDoneText });
        navigate(paths.app, { replace: true });
      },
      () => setFailed(true),
    );
  }, [token, navigate]);

  return (
    <AuthCard
      title={m.confirmTitle}
      intro={failed ? '' : m.resetChecking}
      footer={
        <Link to={paths.login} className="font-bold text-primary underline">
          <Trans>Back to log in</Trans>
        </Link>
      }
    >
      {failed && (
        <p role="alert" className="text-lg text-ink">
          {m.confirmInvalid}
        </p>
      )}
    </AuthCard>
  );
}
