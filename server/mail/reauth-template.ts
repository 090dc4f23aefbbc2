import { type MailLocale, mailI18n } from './i18n';
import { type MailContent, render } from './templates';

/** GoTrue's reauthentication mail: the one-time code that lets this session change the password. */
export function reauthenticationMail(code: string, locale: MailLocale = 'en'): MailContent {
  const i18n = mailI18n(locale);
  return render(
    {
      kind: 'reauthentication',
      subject: i18n._(/*i18n*/ { id: 'mail.reauth.subject', message: 'Your MathPop confirmation code' }),
      lines: [
        i18n._(
          /*i18n*/ {
            id: 'mail.reauth.asked',
            message: 'Someone signed in to your MathPop account asked to confirm it is you.',
          },
        ),
        i18n._(
          /*i18n*/ {
            id: 'mail.reauth.code',
            message: 'Your code is {code}. It works once, for the next hour.',
            values: { code },
          },
        ),
      ],
      notAsked: i18n._(
        /*i18n*/ {
          id: 'mail.reauth.notAsked',
          message:
            'Did not ask for this? Someone may know your password: change it, and sign out everywhere from your profile.',
        },
      ),
    },
    i18n,
  );
}
