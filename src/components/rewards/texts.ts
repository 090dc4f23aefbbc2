import type { FocusTables } from '@/api/get-focus';
import type { RewardCounts } from '@/rewards';

/** Every word of the kid home's rewards and the My rocket page (issue 23). */
export const rewardTexts = {
  stars: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  starBank: 'Star bank',
  lightDone: "Today's practice is done!",
  lightWaiting: "Today's practice is waiting for you.",
  streak: (c: RewardCounts) => {
    if (c.streak >= 2) return `${c.streak} days in a row!`;
    if (c.streak === 1) return c.todayDone ? 'You practised today!' : 'You practised yesterday!';
    // A missed day is said kindly: no broken chains, just a warm start.
    return c.lastDay !== null
      ? 'Welcome back! Every day is a fresh start.'
      : 'Your first day starts with one practice.';
  },
  focus: (f: FocusTables) => {
    const names = f.tables.map(String);
    const list =
      names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
    return `Today: the ${list} times table${names.length === 1 ? '' : 's'}${f.division ? ' (and ÷)' : ''}`;
  },
  collection: 'My collection',
  emptyCollection: 'Answer quickly to earn your first rocket part!',
  next: (more: number, name: string) => `${more} more quick fact${more === 1 ? '' : 's'} for the ${name}!`,
  myRocket: 'My rocket',
  putOn: (name: string) => `Put on ${name}`,
  takeOff: (name: string) => `Take off ${name}`,
  planets: 'Planets',
  planetsHint: 'Make a whole times table quick to discover its planet.',
  parts: 'Rocket parts and gear',
  locked: (n: number) => `${n} quick facts`,
  crownHint: 'Know a whole table on a new day',
};
