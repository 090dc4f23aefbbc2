import { type MailContent, render } from '../mail/templates';
import type { ChildWeek, ClassWeek } from './digest';

/** The links every weekly email carries. */
export interface WeeklyLinks {
  app: string;
  unsubscribe: string;
}

const list = (xs: string[]) =>
  xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}` : (xs[0] ?? '');
const minutes = (n: number) => (n === 0 ? 'less than a minute' : n === 1 ? '1 minute' : `${n} minutes`);
const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

const footer = (links: WeeklyLinks) => ({
  text: 'You get this because you switched on the weekly email in MathPop. To stop it, with one click and no sign-in:',
  label: 'Unsubscribe',
  link: links.unsubscribe,
});
const notAsked =
  'Did not switch this on? Use the unsubscribe link below, or sign in and switch the weekly email off in Profile.';

/** One child's week in sentences (first name only). */
function childLines(c: ChildWeek): string[] {
  const lines = [
    c.minutes > 0 || c.sessions > 0
      ? `${c.firstName} practised ${minutes(c.minutes)} in ${c.sessions === 1 ? '1 session' : `${c.sessions} sessions`} this week.`
      : `${c.firstName} did not practise this week. A few minutes a day makes a big difference!`,
  ];
  if (c.newlyFluent.length) lines.push(`Now quick and sure: ${list(c.newlyFluent.slice(0, 8))}.`);
  if (c.tricky.length) lines.push(`Still tricky: ${list(c.tricky)}.`);
  lines.push(
    c.streak > 0 ? `Streak: ${days(c.streak)} in a row.` : 'No streak yet: practise today to start one.',
  );
  return lines;
}

/** A parent's weekly email: their child's (or children's) week. */
export function parentWeeklyMail(children: ChildWeek[], links: WeeklyLinks): MailContent {
  const names = list(children.map((c) => c.firstName));
  return render({
    kind: 'weekly',
    subject: `${names}'s week on MathPop`,
    lines: [`Here is ${names}'s week on MathPop.`, ...children.flatMap(childLines)],
    action: { label: 'Open MathPop', link: links.app },
    notAsked,
    footer: footer(links),
  });
}

/** A teacher's weekly class digest. */
export function teacherWeeklyMail(k: ClassWeek, links: WeeklyLinks): MailContent {
  const n = k.children.length;
  return render({
    kind: 'weekly',
    subject: 'Your class on MathPop this week',
    lines: [
      `Here is your class's week on MathPop (${n} ${n === 1 ? 'child' : 'children'}).`,
      k.practised.length
        ? `Practised this week (${k.practised.length}): ${list(k.practised)}.`
        : 'Nobody practised this week yet.',
      k.needHelp.length ? `Needs help: ${list(k.needHelp)}.` : 'Nobody is stuck on a fact right now.',
      k.topTricky.length
        ? `The class's trickiest facts: ${k.topTricky.join('; ')}.`
        : 'No tricky facts for the class yet.',
      'The class page in MathPop has the details, a CSV and a printable report.',
    ],
    action: { label: 'Open your class', link: links.app },
    notAsked,
    footer: footer(links),
  });
}
