import { Trans } from '@lingui/react/macro';
import type { Profile } from '@/api/types';
import { Mascot } from '@/components/ui/Mascot';
import { EmailText } from './EmailText';

/** Greeting banner with the user's name, email and plan. */
export function ProfileHeader({ profile, email }: { profile: Profile; email: string }) {
  const name = profile.full_name?.trim();
  return (
    <header className="relative flex items-center gap-4 overflow-hidden rounded-card bg-gradient-to-br from-primary to-[#7c5ce0] p-5 text-white sm:p-6">
      <div className="shrink-0">
        <Mascot size={84} pose="cheering" />
      </div>
      <div className="min-w-0">
        <h1 id="profile-title" className="font-display text-3xl font-bold">
          <Trans>Profile</Trans>
        </h1>
        <p className="text-lg font-semibold">
          <Trans>Hi, {name || <EmailText email={email} />}!</Trans>
        </p>
        <p className="text-white/90">
          <EmailText email={email} /> ·{' '}
          {profile.subscription_plan === 'teachers' ? (
            <Trans>Teachers plan</Trans>
          ) : (
            <Trans>Parents plan</Trans>
          )}
        </p>
      </div>
    </header>
  );
}
