import type { I18n } from '@lingui/core';
import { type MailLocale, mailI18n } from './i18n';

/** What kind of mail it is (named in the outbox notice). */
export type MailKind =
  | 'recovery'
  | 'confirm-signup'
  | 'confirm-email-change'
  | 'email-change-notice'
  | 'reauthentication'
  | 'weekly'
  | 'pack-paid'
  | 'pack-held';

/** A rendered mail: subject, plain text and HTML. */
export interface MailContent {
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** What a mail says, for render(). */
export interface Parts {
  kind: MailKind;
  subject: string;
  lines: string[];
  action?: { label: string; link: string };
  notAsked: string;
  /** A last line with a link (the weekly email's unsubscribe). */
  footer?: { text: string; label: string; link: string };
}

// Every mail the same shape: a greeting, what happened, one button (and the bare link for
// plain-text readers), and what to do if the reader never asked for it.
export function render(p: Parts, i18n: I18n = mailI18n('en')): MailContent {
  const hello = i18n._(/*i18n*/ { id: 'mail.hello', message: 'Hello,' });
  const team = i18n._(/*i18n*/ { id: 'mail.team', message: 'The MathPop team' });
  const noButton = i18n._(
    /*i18n*/ {
      id: 'mail.noButton',
      message: 'If the button does not work, copy this address into your browser:',
    },
  );
  const textAction = p.action ? [`${p.action.label}:`, p.action.link, ''] : [];
  const textFooter = p.footer ? [`${p.footer.text} ${p.footer.label}:`, p.footer.link, ''] : [];
  const text = [
    hello,
    '',
    ...p.lines.flatMap((l) => [l, '']),
    ...textAction,
    p.notAsked,
    '',
    team,
    '',
    ...textFooter,
  ].join('\n');
  const para = (l: string) => `<p style="margin:0 0 16px">${escapeHtml(l)}</p>`;
  const button = p.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(p.action.link)}" style="background:#7c3aed;color:#fff;padding:12px 20px;border-radius:12px;text-decoration:none;font-weight:bold">${escapeHtml(p.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(noButton)}<br>${escapeHtml(p.action.link)}</p>`
    : '';
  const html = `<!doctype html><html lang="${escapeHtml(i18n.locale)}"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:22px;color:#7c3aed">MathPop</h1>
${para(hello)}
${p.lines.map(para).join('\n')}
${button}
${para(p.notAsked)}
${para(team)}
${p.footer ? `<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(p.footer.text)} <a href="${escapeHtml(p.footer.link)}" style="color:#5b3cc4">${escapeHtml(p.footer.label)}</a></p>` : ''}
</body></html>`;
  return { kind: p.kind, subject: p.subject, text, html };
}

/** The password-recovery mail: one link, valid once, for an hour; in the recipient's language. */
export function recoveryMail(link: string, locale: MailLocale = 'en'): MailContent {
  const i18n = mailI18n(locale);
  return render(
    {
      kind: 'recovery',
      subject: i18n._(/*i18n*/ { id: 'mail.recovery.subject', message: 'Reset your MathPop password' }),
      lines: [
        i18n._(
          /*i18n*/ {
            id: 'mail.recovery.asked',
            message: 'Someone (we hope you!) asked to reset the password of your MathPop account.',
          },
        ),
        i18n._(
          /*i18n*/ {
            id: 'mail.recovery.use',
            message: 'Use the button below to choose a new one. The link works once and for one hour.',
          },
        ),
      ],
      action: {
        label: i18n._(/*i18n*/ { id: 'mail.recovery.action', message: 'Choose a new password' }),
        link,
      },
      notAsked: i18n._(
        /*i18n*/ {
          id: 'mail.recovery.notAsked',
          message:
            'Did not ask for this? You can ignore this email: your password stays the same and nobody can use this link without access to your inbox.',
        },
      ),
    },
    i18n,
  );
}

/** The sign-up confirmation mail. */
export function confirmSignupMail(link: string, locale: MailLocale = 'en'): MailContent {
  const i18n = mailI18n(locale);
  return render(
    {
      kind: 'confirm-signup',
      subject: i18n._(/*i18n*/ { id: 'mail.signup.subject', message: 'Confirm your email for MathPop' }),
      lines: [
        i18n._(
          /*i18n*/ {
            id: 'mail.signup.welcome',
            message:
              'Welcome to MathPop! Please confirm that this email address is yours, so we can help you if you ever forget your password.',
          },
        ),
      ],
      action: { label: i18n._(/*i18n*/ { id: 'mail.signup.action', message: 'Confirm my email' }), link },
      notAsked: i18n._(
        /*i18n*/ {
          id: 'mail.signup.notAsked',
          message:
            'Did not sign up for MathPop? Someone may have typed your address by mistake. Just ignore this email and the account will never be linked to you.',
        },
      ),
    },
    i18n,
  );
}

/** The confirmation mail sent to a new address when the account's email is changed. */
export function confirmEmailChangeMail(link: string, locale: MailLocale = 'en'): MailContent {
  const i18n = mailI18n(locale);
  return render(
    {
      kind: 'confirm-email-change',
      subject: i18n._(
        /*i18n*/ { id: 'mail.emailChange.subject', message: 'Confirm your new email for MathPop' },
      ),
      lines: [
        i18n._(
          /*i18n*/ {
            id: 'mail.emailChange.asked',
            message: 'You asked to use this address for your MathPop account.',
          },
        ),
        i18n._(
          /*i18n*/ {
            id: 'mail.emailChange.confirm',
            message:
              'Please confirm it with the button below. Until you do, the account keeps its old address.',
          },
        ),
      ],
      action: {
        label: i18n._(/*i18n*/ { id: 'mail.emailChange.action', message: 'Confirm my new email' }),
        link,
      },
      notAsked: i18n._(
        /*i18n*/ {
          id: 'mail.emailChange.notAsked',
          message: 'Did not ask for this? Ignore this email: nothing changes unless the link is used.',
        },
      ),
    },
    i18n,
  );
}

/** The notice sent to the old address when a change of email is asked for. */
export function emailChangeNoticeMail(newEmail: string, locale: MailLocale = 'en'): MailContent {
  const i18n = mailI18n(locale);
  return render(
    {
      kind: 'email-change-notice',
      subject: i18n._(
        /*i18n*/ { id: 'mail.changeNotice.subject', message: 'Your MathPop email is about to change' },
      ),
      lines: [
        i18n._(
          /*i18n*/ {
            id: 'mail.changeNotice.asked',
            message: 'Someone signed in to your MathPop account asked to change its email to {newEmail}.',
            values: { newEmail },
          },
        ),
        i18n._(
          /*i18n*/ {
            id: 'mail.changeNotice.when',
            message: 'The change happens only once the link we sent to that new address is used.',
          },
        ),
      ],
      notAsked: i18n._(
        /*i18n*/ {
          id: 'mail.changeNotice.notAsked',
          message:
            'Did not ask for this? Sign in to MathPop and change your password right away, so nobody else can use your account.',
        },
      ),
    },
    i18n,
  );
}
