import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useNavigate } from 'react-router-dom';
import { signOut } from '@/api/auth-sign-out';
import { paths } from '@/app/paths';
import { Button, Card } from '@/features/account/ui';
import { ChangePassword } from './ChangePassword';
import { TwoFactor } from './TwoFactor';

/** Account settings: password, two-factor authentication and logging out. */
export function AccountSettings({ userId, email }: { userId: string; email: string }) {
  const navigate = useNavigate();
  const logout = async () => {
    await signOut(); // never fails: the spec ignores sign-out failures and drops the local session
    navigate(paths.login);
  };
  return (
    <Card title="Account settings" icon="⚙️" id="account">
      <div className="space-y-6">
        <ChangePassword email={email} />
        <hr className="border-primary-soft" />
        <section aria-labelledby="twofactor-title" className="space-y-3">
          <h3 id="twofactor-title" className="font-display text-lg font-semibold">
            Two-factor authentication
          </h3>
          <p className="text-ink-soft">
            Add a code from an authenticator app to keep your account extra safe.
          </p>
          <TwoFactor userId={userId} />
        </section>
        <hr className="border-primary-soft" />
        <AlertDialog.Root>
          <AlertDialog.Trigger asChild>
            <Button variant="danger">Log out</Button>
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
            <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-xl">
              <AlertDialog.Title className="font-display text-2xl font-semibold">Log out?</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-lg text-ink-soft">
                You can log back in any time with your email and password.
              </AlertDialog.Description>
              <div className="mt-6 flex justify-end gap-3">
                <AlertDialog.Cancel asChild>
                  <Button variant="secondary">Cancel</Button>
                </AlertDialog.Cancel>
                <AlertDialog.Action asChild>
                  <Button variant="danger" onClick={logout}>
                    Log out
                  </Button>
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      </div>
    </Card>
  );
}
