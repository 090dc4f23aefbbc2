import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/api/errors';
import { getProfile } from '@/api/get-profile';
import { listStudents } from '@/api/list-students';
import type { Plan, Profile, StudentProfile } from '@/api/types';
import { LoadError } from '@/components/ui/controls';
import { Skeleton } from '@/components/ui/Skeleton';
import { messages } from '@/content/messages';
import { useLoad } from '@/pages/dashboard/account/useLoad';
import { useSession, useSessionReady } from '@/state/session';
import { AccountSettings } from './AccountSettings';
import { PersonalInfoCard } from './PersonalInfoCard';
import { PlanCard } from './PlanCard';
import { ProfileHeader } from './ProfileHeader';
import { ProfileStats } from './ProfileStats';
import { StudentsCard } from './StudentsCard';
import { useActiveStudentDefault } from './useActiveStudentDefault';
import { WeeklyEmailCard } from './WeeklyEmailCard';
import { YourDataCard } from './YourDataCard';

/** Profile tab of the dashboard: personal info, plan, students, statistics and account settings. */
export default function ProfileTab() {
  const session = useSession();
  const ready = useSessionReady();
  if (!session) {
    return ready ? <NoSession /> : <Skeleton className="h-64" />;
  }
  return <ProfileContent userId={session.user.id} email={session.user.email ?? ''} />;
}

function NoSession() {
  useEffect(() => {
    toast.error(messages.profile.noSession);
  }, []);
  return (
    <p role="alert" className="rounded-card bg-wrong-soft p-6 text-lg font-semibold text-ink">
      {messages.profile.noSession}
    </p>
  );
}

function ProfileContent({ userId, email }: { userId: string; email: string }) {
  const profile = useLoad(`profile:${userId}`, () => getProfile(userId));
  const students = useLoad(`students:${userId}`, () => listStudents(userId));
  useActiveStudentDefault(students.state.data);

  useEffect(() => {
    if (profile.state.status !== 'error') return;
    toast.error(
      profile.state.error instanceof ApiError ? messages.profile.loadFailed : messages.profile.unexpected,
    );
  }, [profile.state]);
  useEffect(() => {
    if (students.state.status === 'error') toast.error(messages.students.loadFailed);
  }, [students.state]);

  const setProfile = (next: Profile) => profile.setData(() => next);
  const setPlan = (plan: Plan) => profile.setData((p) => ({ ...p, subscription_plan: plan }));
  const setStudents = (next: StudentProfile[]) => students.setData(() => next);

  return (
    <section aria-labelledby="profile-title" className="space-y-5">
      {profile.state.status === 'ready' ? (
        <ProfileHeader profile={profile.state.data} email={email} />
      ) : (
        <h1 id="profile-title" className="font-display text-3xl font-bold">
          <Trans>Profile</Trans>
        </h1>
      )}
      {profile.state.status === 'loading' && <Skeleton className="h-48" />}
      {profile.state.status === 'error' && (
        <LoadError text={messages.profile.loadFailed} onRetry={profile.reload} />
      )}
      {profile.state.status === 'ready' && (
        <div className="grid gap-5 xl:grid-cols-2">
          <PersonalInfoCard profile={profile.state.data} email={email} userId={userId} onSaved={setProfile} />
          <PlanCard
            userId={userId}
            plan={profile.state.data.subscription_plan}
            studentNames={students.state.data?.map((s) => s.student_name)}
            onChange={setPlan}
          />
        </div>
      )}
      {students.state.status === 'loading' && <Skeleton className="h-40" />}
      {students.state.status === 'error' && (
        <LoadError text={messages.students.loadFailed} onRetry={students.reload} />
      )}
      {students.state.status === 'ready' && profile.state.status === 'ready' && (
        <StudentsCard
          userId={userId}
          plan={profile.state.data.subscription_plan}
          students={students.state.data}
          onChange={setStudents}
        />
      )}
      <ProfileStats userId={userId} teachers={profile.state.data?.subscription_plan === 'teachers'} />
      <AccountSettings userId={userId} email={email} />
      {profile.state.status === 'ready' && (
        <WeeklyEmailCard
          userId={userId}
          teachers={profile.state.data.subscription_plan === 'teachers'}
          initial={profile.state.data.weekly_email}
        />
      )}
      <YourDataCard />
    </section>
  );
}
