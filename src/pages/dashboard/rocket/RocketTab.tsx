import { Trans, useLingui } from '@lingui/react/macro';
import { StudentAvatar } from '@/components/avatars/Avatar';
import { ItemArt } from '@/components/rewards/ItemArt';
import { StarIcon } from '@/components/rewards/RewardsStrip';
import { RocketArt } from '@/components/rewards/RocketArt';
import { rewardTexts } from '@/components/rewards/texts';
import { useRewards } from '@/components/rewards/useRewards';
import { useWorn } from '@/components/rewards/worn';
import { CROWN, earnedItems, MILESTONES, planetOf, type RewardItem } from '@/rewards';
import { TabHeading } from '../TabSkeleton';

/**
 * My rocket (issue 23), a kid-mode page with no gate: the star bank, the rocket and the avatar
 * wearing what the child put on, every item earned (put on / take off) and the ones still to earn.
 */
export default function RocketTab() {
  const load = useRewards();
  const studentId = load.status === 'ready' ? load.student.id : null;
  const [worn, toggle] = useWorn(studentId);
  if (load.status === 'loading')
    return (
      <p className="p-6 text-lg text-ink-soft">
        <Trans>Loading your rocket…</Trans>
      </p>
    );
  if (load.status !== 'ready')
    return (
      <p className="p-6 text-lg text-ink-soft">
        <Trans>Choose who is playing to see their rocket.</Trans>
      </p>
    );
  const { counts, student } = load;
  const earned = earnedItems(counts);
  const has = new Set(earned.map((i) => i.id));
  const gear: RewardItem[] = [...MILESTONES.map((m) => m.item), CROWN];
  const need = (item: RewardItem) =>
    item.id === CROWN.id
      ? rewardTexts.crownHint
      : rewardTexts.locked(MILESTONES.find((m) => m.item.id === item.id)?.fluent ?? 0);
  const hat = earned.filter((i) => i.kind === 'accessory' && worn.includes(i.id)).slice(-1)[0];
  return (
    <section aria-labelledby="rocket-title">
      <TabHeading
        id="rocket-title"
        emoji="🚀"
        title={rewardTexts.myRocket}
        intro={rewardTexts.streak(counts)}
      />
      <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="flex flex-col items-center gap-3 self-start rounded-3xl bg-[#1e1b4b] p-5 text-white shadow-lg">
          <div className="flex items-end gap-2">
            <RocketArt worn={worn} className="h-48 w-36" />
            <div className="relative">
              <StudentAvatar name={student.student_name} avatarUrl={student.avatar_url} className="size-24" />
              {hat && (
                <span className="absolute -top-8 left-4">
                  <ItemArt item={hat} className="size-16" />
                </span>
              )}
            </div>
          </div>
          <p className="flex items-center gap-2 font-display text-3xl font-bold">
            <StarIcon className="size-12" />
            <span data-testid="star-bank">{rewardTexts.stars(counts.stars)}</span>
          </p>
        </div>
        <div className="grid gap-5">
          <Shelf title={rewardTexts.parts}>
            {gear.map((item) => (
              <ItemTile key={item.id} item={item} earned={has.has(item.id)} hint={need(item)}>
                {has.has(item.id) && item.kind !== 'planet' && (
                  <button
                    type="button"
                    aria-pressed={worn.includes(item.id)}
                    aria-describedby={`item-${item.id}`}
                    onClick={() => toggle(item.id)}
                    className="mt-2 min-h-12 w-full rounded-2xl bg-primary px-3 font-display text-base font-bold text-white aria-pressed:bg-emerald-600"
                  >
                    {worn.includes(item.id) ? rewardTexts.takeItOff : rewardTexts.wearIt}
                  </button>
                )}
              </ItemTile>
            ))}
          </Shelf>
          <Shelf title={rewardTexts.planets} hint={rewardTexts.planetsHint}>
            {Array.from({ length: 10 }, (_, i) => planetOf(i + 1)).map((item) => (
              <ItemTile key={item.id} item={item} earned={has.has(item.id)} />
            ))}
          </Shelf>
        </div>
      </div>
    </section>
  );
}

function Shelf({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <div className="rounded-3xl bg-white p-4 shadow-sm">
      <h2 className="font-display text-xl font-bold text-primary-dark">{title}</h2>
      {hint && <p className="text-ink-soft">{hint}</p>}
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">{children}</ul>
    </div>
  );
}

/** One item: bright when earned, a grey silhouette with what it needs when not. */
function ItemTile({
  item,
  earned,
  hint,
  children,
}: {
  item: RewardItem;
  earned: boolean;
  hint?: string;
  children?: React.ReactNode;
}) {
  const { t } = useLingui();
  const name = item.name;
  return (
    <li
      aria-label={earned ? name : t`${name}: not yet`}
      className={`flex flex-col items-center rounded-2xl p-3 text-center ${earned ? 'bg-amber-50 ring-2 ring-sun' : 'bg-slate-100'}`}
    >
      <span className={earned ? '' : 'opacity-30 grayscale'}>
        <ItemArt item={item} className="size-16" />
      </span>
      <span id={`item-${item.id}`} className="mt-1 font-display font-bold text-ink">
        {item.name}
      </span>
      {!earned && hint && <span className="text-sm text-ink-soft">{hint}</span>}
      {children}
    </li>
  );
}
