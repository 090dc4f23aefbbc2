import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { reauthenticate } from '@/api/reauthenticate';
import { PLAN_LIMITS, type Plan } from '@/api/types';
import { updatePlan } from '@/api/update-plan';
import { Button, Card, FormError, TextField } from '@/components/ui/controls';
import { messages } from '@/content/messages';
import { FunPackPlan } from './FunPackPlan';
import { passwordRefusal } from './passwordRefusal';
import { planSwitchNotice } from './planSwitch';

/** What leaving the Teachers plan does even without extra students (class sign-in ends). */
const leavingTeachers = () => t`Your students will no longer sign in at school with the class code.`;

/** The two plans, named in the current language. */
function plans(): { id: Plan; label: string; icon: string; text: string }[] {
  const parents = PLAN_LIMITS.parents;
  const teachers = PLAN_LIMITS.teachers;
  return [
    {
      id: 'parents',
      label: t`Parents`,
      icon: '🏡',
      text: plural(parents, {
        one: 'One child at home · # student profile',
        other: 'One child at home · # student profiles',
      }),
    },
    {
      id: 'teachers',
      label: t`Teachers`,
      icon: '🏫',
      text: plural(teachers, {
        one: 'A whole class · up to # student profile',
        other: 'A whole class · up to # student profiles',
      }),
    },
  ];
}

/**
 * The Parents / Teachers button pair; a click saves at once (spec §4 "Plan switching"). Leaving the
 * Teachers plan first says what happens to the students, and asks for the grown-up's password: the
 * server refuses that change without a recent one, so a child holding the device cannot make it.
 */
export function PlanCard({
  userId,
  plan,
  studentNames,
  onChange,
}: {
  userId: string;
  plan: Plan;
  /** The account's students, oldest first (undefined while loading). */
  studentNames: readonly string[] | undefined;
  onChange: (plan: Plan) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<{ next: Plan; notice: string } | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const choose = (next: Plan) => {
    if (next === plan || busy) return;
    const notice = planSwitchNotice(next, studentNames ?? []);
    setPassword('');
    setError(null);
    if (plan === 'teachers') setConfirming({ next, notice: notice ?? leavingTeachers() });
    else void save(next);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirming || busy || !password) return;
    setBusy(true);
    try {
      await reauthenticate(password);
    } catch (e) {
      setError(passwordRefusal(e));
      setBusy(false);
      return;
    }
    setBusy(false);
    const { next } = confirming;
    setConfirming(null);
    await save(next);
  };

  const save = async (next: Plan) => {
    const previous = plan;
    onChange(next); // reflect the choice at once; undo if the save fails
    setBusy(true);
    try {
      const saved = await updatePlan(userId, next);
      onChange(saved);
      toast.success(messages.plan.updated(saved));
    } catch {
      onChange(previous);
      toast.error(messages.plan.updateFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t`Subscription plan`} icon="🎟️" id="plan">
      <FunPackPlan />
      <fieldset className="grid gap-3 border-0 p-0 sm:grid-cols-2 xl:grid-cols-1">
        <legend className="sr-only">
          <Trans>Subscription plan</Trans>
        </legend>
        {plans().map((p) => {
          const active = p.id === plan;
          return (
            <button
              key={p.id}
              type="button"
              aria-pressed={active}
              onClick={() => choose(p.id)}
              className={`flex min-h-16 items-center gap-3 rounded-card border-2 px-4 py-3 text-left transition-transform active:scale-[0.98] ${
                active
                  ? 'border-primary bg-primary text-white shadow-[0_4px_0_0_#432a9c]'
                  : 'border-primary-soft bg-white text-ink hover:border-primary'
              }`}
            >
              <span aria-hidden="true" className="text-3xl">
                {p.icon}
              </span>
              <span>
                <span className="block font-display text-xl font-semibold">{p.label}</span>
                <span className={`block text-sm ${active ? 'text-white' : 'text-ink-soft'}`}>{p.text}</span>
              </span>
            </button>
          );
        })}
      </fieldset>
      <AlertDialog.Root open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-xl">
            <AlertDialog.Title className="font-display text-2xl font-semibold">
              <Trans>Switch to the Parents plan?</Trans>
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-lg text-ink-soft">
              {confirming?.notice}
            </AlertDialog.Description>
            <form onSubmit={confirm} noValidate className="mt-4 space-y-3">
              <TextField
                label={t`Your password`}
                type="password"
                value={password}
                onValue={setPassword}
                autoComplete="current-password"
                errorId={error ? errorId : undefined}
              />
              <FormError id={errorId} text={error} />
              <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
                <AlertDialog.Cancel asChild>
                  <Button variant="secondary">
                    <Trans>Keep Teachers</Trans>
                  </Button>
                </AlertDialog.Cancel>
                <Button type="submit" disabled={busy || !password}>
                  <Trans>Switch to Parents</Trans>
                </Button>
              </div>
            </form>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </Card>
  );
}
