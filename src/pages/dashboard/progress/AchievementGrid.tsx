import { Plural, useLingui } from '@lingui/react/macro';
import type { Achievement } from '@/lib/stats';

/** Badges earned (bright) and still to earn (faded, with progress), computed from real results. */
export function AchievementGrid({ achievements }: { achievements: readonly Achievement[] }) {
  const { t } = useLingui();
  const earned = achievements.filter((a) => a.earned).length;
  return (
    <div>
      <p className="mb-3 text-ink-soft">
        <Plural
          value={achievements.length}
          one={`${earned} of # badge earned`}
          other={`${earned} of # badges earned`}
        />
      </p>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-3">
        {achievements.map((a) => (
          <li
            key={a.id}
            className={`flex flex-col items-center rounded-card border-2 p-3 text-center ${
              a.earned ? 'border-sun bg-[#fff8e1]' : 'border-dashed border-skeleton bg-cloud'
            }`}
          >
            <span aria-hidden="true" className={`text-3xl ${a.earned ? '' : 'opacity-40 grayscale'}`}>
              {a.icon}
            </span>
            <span className="mt-1 font-display font-semibold text-ink">{a.title}</span>
            <span className="text-xs text-ink-soft">{a.description}</span>
            <span className={`mt-2 text-xs font-bold ${a.earned ? 'text-sun-dark' : 'text-ink-soft'}`}>
              {a.earned ? t`Earned!` : `${a.current} / ${a.target}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
