import { useLingui } from '@lingui/react/macro';

import { Link } from 'react-router-dom';
import { StudentAvatar } from '@/components/avatars/Avatar';
import { Mascot } from '@/components/ui/Mascot';
import { earnedItems, nextMilestone } from '@/rewards';
import { ItemArt } from './ItemArt';
import { RocketArt } from './RocketArt';
import { rewardTexts as texts } from './texts';
import type { RewardsLoad } from './useRewards';
import { useWorn } from './worn';

/** A big friendly star (the star bank's icon). */
export function StarIcon({ className = 'size-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      <path
        d="M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.5L12 17.2 6.1 20.4l1.3-6.5L2.5 9.3l6.6-.8z"
        fill="#fbbf24"
        stroke="#d97706"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The kid home's reward strip (issue 23): today's light and streak, the star bank, the focus
 * line, the rocket with what the child put on, the newest items and the next one to earn.
 * Every number comes from the server (public.student_rewards).
 */
export function RewardsStrip({ load, rocketTo }: { load: RewardsLoad; rocketTo: string }) {
  const { t } = useLingui();
  const studentId = load.status === 'ready' ? load.student.id : null;
  const [worn] = useWorn(studentId);
  if (load.status !== 'ready') return null;
  const { counts, focus, student } = load;
  const items = earnedItems(counts);
  const wornItems = items.filter((i) => worn.includes(i.id));
  const next = nextMilestone(counts);
  return (
    <section
      aria-label={t`My rewards`}
      className="mb-6 overflow-hidden rounded-3xl bg-[#1e1b4b] text-white shadow-lg"
    >
      {focus && (
        <p className="bg-sun px-5 py-2 font-display text-lg font-bold text-ink">{texts.focus(focus)}</p>
      )}
      <div className="grid gap-4 p-4 sm:grid-cols-[auto_1fr] sm:p-5 lg:grid-cols-[auto_1fr_auto]">
        <div className="flex items-end justify-center gap-1">
          <RocketArt worn={worn} className="h-36 w-28" />
          <div className="relative">
            <StudentAvatar name={student.student_name} avatarUrl={student.avatar_url} className="size-16" />
            {wornItems
              .filter((i) => i.kind === 'accessory')
              .slice(-1)
              .map((i) => (
                <span key={i.id} className="absolute -top-5 left-2">
                  <ItemArt item={i} className="size-12" />
                </span>
              ))}
          </div>
        </div>
        <div className="grid gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <p className="flex items-center gap-2 rounded-2xl bg-white/10 px-3 py-2">
              <StarIcon />
              <span>
                <span className="block text-sm font-semibold text-white/80">{texts.starBank}</span>
                <span className="font-display text-2xl font-bold" data-testid="star-bank">
                  {texts.stars(counts.stars)}
                </span>
              </span>
            </p>
            <p className="flex items-center gap-3 rounded-2xl bg-white/10 px-3 py-2">
              <span
                aria-hidden="true"
                className={`size-8 rounded-full border-4 ${counts.todayDone ? 'border-emerald-200 bg-emerald-400 shadow-[0_0_16px_#34d399]' : 'border-white/40 bg-white/15'}`}
              />
              <span>
                <span className="block font-display text-lg font-bold">
                  {counts.todayDone ? texts.lightDone : texts.lightWaiting}
                </span>
                <span className="block text-sm font-semibold text-white/80">{texts.streak(counts)}</span>
              </span>
            </p>
          </div>
          <div>
            <h2 className="font-display text-lg font-bold">{texts.collection}</h2>
            {items.length === 0 ? (
              <p className="text-white/85">{texts.emptyCollection}</p>
            ) : (
              <ul aria-label={texts.collection} className="mt-1 flex flex-wrap gap-2">
                {items.slice(-6).map((item) => (
                  <li
                    key={item.id}
                    className="flex items-center gap-1 rounded-2xl bg-white/10 py-1 pr-3 pl-1"
                  >
                    <ItemArt item={item} className="size-10" />
                    <span className="font-semibold">{item.name}</span>
                  </li>
                ))}
              </ul>
            )}
            {next && (
              <p className="mt-2 text-sm font-semibold text-sun">{texts.next(next.more, next.item.name)}</p>
            )}
          </div>
        </div>
        <div className="hidden items-center gap-2 lg:flex">
          <p className="max-w-44 rounded-2xl bg-white px-3 py-2 font-display font-bold text-primary-dark">
            {counts.todayDone ? texts.pipDone(student.student_name) : texts.pipReady(student.student_name)}
          </p>
          <Mascot pose={counts.todayDone ? 'cheering' : 'happy'} size={110} />
        </div>
      </div>
      <Link
        to={rocketTo}
        className="flex min-h-12 items-center justify-center gap-2 bg-white/10 px-4 py-3 font-display text-lg font-bold hover:bg-white/20 focus-visible:outline-4 focus-visible:outline-sun"
      >
        🚀 {texts.myRocket}
      </Link>
    </section>
  );
}
