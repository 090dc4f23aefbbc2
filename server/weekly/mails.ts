import type { I18n } from '@lingui/core';
import { listOf, type MailLocale, mailI18n } from '../mail/i18n';
import { type MailContent, render } from '../mail/templates';
import type { ChildWeek, ClassWeek } from './digest';

/** The links every weekly email carries. */
export interface WeeklyLinks {
  app: string;
  unsubscribe: string;
  /** Who switched the weekly email on (the account's address) and when (YYYY-MM-DD, '' unknown). */
  by?: { email: string; on: string };
}

const footer = (i18n: I18n, links: WeeklyLinks) => ({
  text: links.by
    ? i18n._(
        /*i18n*/ {
          id: 'mail.weekly.footerWho',
          message:
            'You get this because the MathPop account {email} switched on the weekly email in Profile ({on}). To stop it, with one click and no sign-in, or switch it off in Profile:',
          values: { email: links.by.email, on: links.by.on },
        },
      )
    : i18n._(
        /*i18n*/ {
          id: 'mail.weekly.footer',
          message:
            'You get this because you switched on the weekly email in MathPop. To stop it, with one click and no sign-in:',
        },
      ),
  label: i18n._(/*i18n*/ { id: 'mail.weekly.unsubscribe', message: 'Unsubscribe' }),
  link: links.unsubscribe,
});
const notAsked = (i18n: I18n) =>
  i18n._(
    /*i18n*/ {
      id: 'mail.weekly.notAsked',
      message:
        'Did not switch this on? Use the unsubscribe link below, or sign in and switch the weekly email off in Profile.',
    },
  );

/** One child's week in sentences (first name only). */
function childLines(i18n: I18n, c: ChildWeek): string[] {
  const { firstName: name, minutes, sessions } = c;
  const lines = [
    minutes > 0 || sessions > 0
      ? i18n._(
          /*i18n*/ {
            id: 'mail.weekly.practised',
            message:
              '{name} practised {minutes, plural, =0 {less than a minute} one {# minute} other {# minutes}} in {sessions, plural, one {# session} other {# sessions}} this week.',
            values: { name, minutes, sessions },
          },
        )
      : i18n._(
          /*i18n*/ {
            id: 'mail.weekly.idle',
            message: '{name} did not practise this week. A few minutes a day makes a big difference!',
            values: { name },
          },
        ),
  ];
  if (c.newlyFluent.length)
    lines.push(
      i18n._(
        /*i18n*/ {
          id: 'mail.weekly.fluent',
          message: 'Now quick and sure: {facts}.',
          values: { facts: listOf(i18n, c.newlyFluent.slice(0, 8)) },
        },
      ),
    );
  if (c.tricky.length)
    lines.push(
      i18n._(
        /*i18n*/ {
          id: 'mail.weekly.tricky',
          message: 'Still tricky: {facts}.',
          values: { facts: listOf(i18n, c.tricky) },
        },
      ),
    );
  lines.push(
    c.streak > 0
      ? i18n._(
          /*i18n*/ {
            id: 'mail.weekly.streak',
            message: 'Streak: {streak, plural, one {# day} other {# days}} in a row.',
            values: { streak: c.streak },
          },
        )
      : i18n._(
          /*i18n*/ { id: 'mail.weekly.noStreak', message: 'No streak yet: practise today to start one.' },
        ),
  );
  return lines;
}

/** A parent's weekly email: their child's (or children's) week, in the parent's language. */
export function parentWeeklyMail(
  children: ChildWeek[],
  links: WeeklyLinks,
  locale: MailLocale = 'en',
): MailContent {
  const i18n = mailI18n(locale);
  const names = listOf(
    i18n,
    children.map((c) => c.firstName),
  );
  return render(
    {
      kind: 'weekly',
      subject: i18n._(
        /*i18n*/ { id: 'mail.weekly.subject', message: "{names}'s week on MathPop", values: { names } },
      ),
      lines: [
        i18n._(
          /*i18n*/ {
            id: 'mail.weekly.intro',
            message: "Here is {names}'s week on MathPop.",
            values: { names },
          },
        ),
        ...children.flatMap((c) => childLines(i18n, c)),
      ],
      action: {
        label: i18n._(/*i18n*/ { id: 'mail.weekly.open', message: 'Open MathPop' }),
        link: links.app,
      },
      notAsked: notAsked(i18n),
      footer: footer(i18n, links),
    },
    i18n,
  );
}

/** A teacher's weekly class digest, in the teacher's language. */
export function teacherWeeklyMail(k: ClassWeek, links: WeeklyLinks, locale: MailLocale = 'en'): MailContent {
  const i18n = mailI18n(locale);
  const count = k.children.length;
  const practised = k.practised.length;
  const tricky = k.topTricky.map(({ fact, children }) =>
    i18n._(
      /*i18n*/ {
        id: 'mail.teacher.trickyFact',
        message: '{fact} ({children, plural, one {# child} other {# children}})',
        values: { fact, children },
      },
    ),
  );
  return render(
    {
      kind: 'weekly',
      subject: i18n._(/*i18n*/ { id: 'mail.teacher.subject', message: 'Your class on MathPop this week' }),
      lines: [
        i18n._(
          /*i18n*/ {
            id: 'mail.teacher.intro',
            message:
              "Here is your class's week on MathPop ({count, plural, one {# child} other {# children}}).",
            values: { count },
          },
        ),
        practised
          ? i18n._(
              /*i18n*/ {
                id: 'mail.teacher.practised',
                message: 'Practised this week ({practised}): {names}.',
                values: { practised, names: listOf(i18n, k.practised) },
              },
            )
          : i18n._(
              /*i18n*/ { id: 'mail.teacher.nobodyPractised', message: 'Nobody practised this week yet.' },
            ),
        k.needHelp.length
          ? i18n._(
              /*i18n*/ {
                id: 'mail.teacher.needHelp',
                message: 'Needs help: {names}.',
                values: { names: listOf(i18n, k.needHelp) },
              },
            )
          : i18n._(
              /*i18n*/ { id: 'mail.teacher.nobodyStuck', message: 'Nobody is stuck on a fact right now.' },
            ),
        tricky.length
          ? i18n._(
              /*i18n*/ {
                id: 'mail.teacher.trickiest',
                message: "The class's trickiest facts: {facts}.",
                values: { facts: tricky.join('; ') },
              },
            )
          : i18n._(/*i18n*/ { id: 'mail.teacher.noTricky', message: 'No tricky facts for the class yet.' }),
        i18n._(
          /*i18n*/ {
            id: 'mail.teacher.details',
            message: 'The class page in MathPop has the details, a CSV and a printable report.',
          },
        ),
      ],
      action: {
        label: i18n._(/*i18n*/ { id: 'mail.teacher.open', message: 'Open your class' }),
        link: links.app,
      },
      notAsked: notAsked(i18n),
      footer: footer(i18n, links),
    },
    i18n,
  );
}
