import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card } from '@/components/ui/controls';
import { LogoutDialog } from '../LogoutDialog';
import { ChangeEmail } from './ChangeEmail';
import { ChangePassword } from './ChangePassword';
import { LanguageSetting } from './LanguageSetting';
import { TwoFactor } from './TwoFactor';

/** Account settings: language, email, password, two-factor authentication and logging out. */
export function AccountSettings({ userId, email }: { userId: string; email: string }) {
  const { t } = useLingui();
  return (
    <Card title={t`Account settings`} icon="⚙️" id="account">
      <div className="space-y-6">
        <LanguageSetting userId={userId} />
        <hr className="border-primary-soft" />
        <ChangeEmail email={email} />
        <hr className="border-primary-soft" />
        <ChangePassword email={email} />
        <hr className="border-primary-soft" />
        <section aria-labelledby="twofactor-title" className="space-y-3">
          <h3 id="twofactor-title" className="font-display text-lg font-semibold">
            <Trans>Two-factor authentication</Trans>
          </h3>
          <p className="text-ink-soft">
            <Trans>Add a code from an authenticator app to keep your account extra safe.</Trans>
          </p>
          <TwoFactor userId={userId} />
        </section>
        <hr className="border-primary-soft" />
        {/* The sidebar's dialog: both Logouts confirm the same way and go to the home page. */}
        <LogoutDialog trigger={<Button variant="danger">{t`Log out`}</Button>} />
      </div>
    </Card>
  );
}
