import { useState } from 'react';
import { toast } from 'sonner';
import { PLAN_LIMITS, type Plan } from '@/api/types';
import { updatePlan } from '@/api/update-plan';
import { Card } from '@/features/account/ui';
import { messages } from '@/lib/messages';

const PLANS: { id: Plan; label: string; icon: string; text: string }[] = [
  {
    id: 'parents',
    label: 'Parents',
    icon: '🏡',
    text: `One child at home · ${PLAN_LIMITS.parents} student profile`,
  },
  {
    id: 'teachers',
    label: 'Teachers',
    icon: '🏫',
    text: `A whole class · up to ${PLAN_LIMITS.teachers} student profiles`,
  },
];

/** The Parents / Teachers button pair; a click saves at once (spec §4 "Plan switching"). */
export function PlanCard({
  userId,
  plan,
  onChange,
}: {
  userId: string;
  plan: Plan;
  onChange: (plan: Plan) => void;
}) {
  const [busy, setBusy] = useState(false);

  const choose = async (next: Plan) => {
    if (next === plan || busy) return;
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
    <Card title="Subscription plan" icon="🎟️" id="plan">
      <fieldset className="grid gap-3 border-0 p-0 sm:grid-cols-2 xl:grid-cols-1">
        <legend className="sr-only">Subscription plan</legend>
        {PLANS.map((p) => {
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
    </Card>
  );
}
