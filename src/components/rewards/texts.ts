import { plural, t } from '@lingui/core/macro';
import type { FocusTables } from '@/api/get-focus';
import { i18n } from '@/i18n/i18n';
import type { RewardCounts } from '@/rewards';

/** A list in the current language's words: "2, 3 and 5" / "2, 3 e 5". */
function listOf(items: string[]): string {
  return new Intl.ListFormat(i18n.locale, { style: 'long', type: 'conjunction' }).format(items);
}

/** Every word of the kid home's rewards and the My rocket page (issue 23), in the current language. */
export const rewardTexts = {
  stars: (n: number) => plural(n, { one: '# star', other: '# stars' }),
  get starBank() {
    return t`Star bank`;
  },
  get lightDone() {
    return t`Today's practice is done!`;
  },
  get lightWaiting() {
    return t`Today's practice is waiting for you.`;
  },
  streak: (c: RewardCounts) => {
    if (c.streak >= 2) return plural(c.streak, { one: '# day in a row!', other: '# days in a row!' });
    if (c.streak === 1) return c.todayDone ? t`You practised today!` : t`You practised yesterday!`;
    // A missed day is said kindly: no broken chains, just a warm start.
    return c.lastDay !== null
      ? t`Welcome back! Every day is a fresh start.`
      : t`Your first day starts with one practice.`;
  },
  focus: (f: FocusTables) => {
    const list = listOf(f.tables.map(String));
    const count = f.tables.length;
    return f.division
      ? plural(count, {
          one: `Today: the ${list} times table (and ÷)`,
          other: `Today: the ${list} times tables (and ÷)`,
        })
      : plural(count, { one: `Today: the ${list} times table`, other: `Today: the ${list} times tables` });
  },
  pipDone: (name: string) => t`Great job, ${name}! See you tomorrow!`,
  pipReady: (name: string) => t`Ready for today's practice, ${name}?`,
  get collection() {
    return t`My collection`;
  },
  get emptyCollection() {
    return t`Answer quickly to earn your first rocket part!`;
  },
  next: (more: number, name: string) =>
    plural(more, { one: `# more quick fact for the ${name}!`, other: `# more quick facts for the ${name}!` }),
  get myRocket() {
    return t`My rocket`;
  },
  // Issue 38: short words a 7-year-old knows; the item's name is on the tile above the button.
  get wearIt() {
    return t`Wear it`;
  },
  get takeItOff() {
    return t`Take it off`;
  },
  get planets() {
    return t`Planets`;
  },
  get planetsHint() {
    return t`Make a whole times table quick to discover its planet.`;
  },
  get parts() {
    return t`Rocket parts and gear`;
  },
  locked: (n: number) => plural(n, { one: '# quick fact', other: '# quick facts' }),
  get crownHint() {
    return t`Know a whole table on a new day`;
  },
};
