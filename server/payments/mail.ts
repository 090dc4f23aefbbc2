import { type MailLocale, mailI18n } from '../mail/i18n';
import { type MailContent, render } from '../mail/templates';

/**
 * The mail for a paid Fun Pack (issue 36 §4), in the buyer's language: what they bought, how to
 * reach it (the welcome page signs them in or up and attaches the pack), how to ask for a refund.
 * Stripe's own receipt stays the receipt.
 */
export function packPaidMail(link: string, attached: boolean, locale: MailLocale = 'en'): MailContent {
  const i18n = mailI18n(locale);
  return render(
    {
      kind: 'pack-paid',
      subject: i18n._(/*i18n*/ { id: 'mail.pack.subject', message: 'Your MathPop Fun Pack is ready' }),
      lines: [
        i18n._(
          /*i18n*/ {
            id: 'mail.pack.bought',
            message:
              'Thank you for buying the MathPop Fun Pack: every game, lesson and worksheet, for good. Stripe sends the receipt for the payment.',
          },
        ),
        attached
          ? i18n._(
              /*i18n*/ {
                id: 'mail.pack.attached',
                message: 'The pack is already on your MathPop account: sign in and everything is open.',
              },
            )
          : i18n._(
              /*i18n*/ {
                id: 'mail.pack.signUp',
                message:
                  'To use it, open the link below and create your account with this email address (or log in if you have one). The pack joins the account once the address is confirmed.',
              },
            ),
        i18n._(
          /*i18n*/ {
            id: 'mail.pack.refund',
            message: 'Not what you hoped for? Reply to this email to ask for a refund.',
          },
        ),
      ],
      action: { label: i18n._(/*i18n*/ { id: 'mail.pack.action', message: 'Open MathPop' }), link },
      notAsked: i18n._(
        /*i18n*/ {
          id: 'mail.pack.notAsked',
          message: 'Did not buy this? Reply to this email and we will look into it at once.',
        },
      ),
    },
    i18n,
  );
}

/** The mail when a payment is disputed with the bank: the pack is on hold until it is settled. */
export function packHeldMail(link: string, locale: MailLocale = 'en'): MailContent {
  const i18n = mailI18n(locale);
  return render(
    {
      kind: 'pack-held',
      subject: i18n._(/*i18n*/ { id: 'mail.packHeld.subject', message: 'Your MathPop Fun Pack is on hold' }),
      lines: [
        i18n._(
          /*i18n*/ {
            id: 'mail.packHeld.why',
            message:
              'The payment for your MathPop Fun Pack is being disputed with the bank, so the pack is on hold until the dispute is settled. Daily practice and the free games stay open.',
          },
        ),
        i18n._(
          /*i18n*/ {
            id: 'mail.packHeld.reply',
            message: 'If the dispute is a mistake, reply to this email and we will help you sort it out.',
          },
        ),
      ],
      action: { label: i18n._(/*i18n*/ { id: 'mail.pack.action', message: 'Open MathPop' }), link },
      notAsked: i18n._(
        /*i18n*/ {
          id: 'mail.pack.notAsked',
          message: 'Did not buy this? Reply to this email and we will look into it at once.',
        },
      ),
    },
    i18n,
  );
}
