import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@/app/paths';
import { brand } from '@/components/ui/brand';
import { Logo } from '@/components/ui/Logo';
import { PrivacySection } from './PrivacySection';

/**
 * Privacy page `/privacy`: in plain words what MathPop keeps about a child and a grown-up, why, for how
 * long, and how to download or delete it. A plain document (pre-rendered, links are full page loads);
 * the periods match server/retention.ts and the README's "A parent's control".
 */
export default function PrivacyPage() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col bg-paper bg-[radial-gradient(circle_at_50%_0%,#ece7ff_0,transparent_60%)] bg-[length:100%_700px] bg-no-repeat">
      <header className="mx-auto flex w-full max-w-3xl items-center px-5 py-5">
        <a href={paths.home} aria-label={t`MathPop home`} className="rounded-full">
          <Logo />
        </a>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-5 pb-14">
        <h1 className="font-display text-4xl leading-tight font-bold text-ink sm:text-5xl">
          <Trans>
            Your child's data, <span className="text-primary">in plain words</span>
          </Trans>
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-soft">
          <Trans>
            MathPop keeps as little as it can: enough to sign you in and to show how your child is doing. We
            have no ads, sell nothing to anyone and share nothing with anyone.
          </Trans>
        </p>
        <div className="mt-8 space-y-5">
          <PrivacySection icon="🧒" title={t`About your child`}>
            <ul>
              <li>
                <Trans>A first name or nickname, as you type it (it can be anything you like).</Trans>
              </li>
              <li>
                <Trans>
                  Their grade, if you give it, and the picture you pick from MathPop's own pictures.
                </Trans>
              </li>
              <li>
                <Trans>
                  What they played: which lesson or game, whether the answer was right, how many tries, the
                  stars earned and when.
                </Trans>
              </li>
            </ul>
            <p>
              <Trans>
                Never their email, surname, birthday, photo or location. Our tests stop anyone from adding
                such a field by mistake.
              </Trans>
            </p>
          </PrivacySection>
          <PrivacySection icon="🧑" title={t`About you, the grown-up`}>
            <ul>
              <li>
                <Trans>Your email address and name, and your plan (parents or teachers).</Trans>
              </li>
              <li>
                <Trans>Your password, only as a one-way hash: nobody, not even us, can read it back.</Trans>
              </li>
              <li>
                <Trans>If you turn on two-factor, the key your authenticator app shares with us.</Trans>
              </li>
              <li>
                <Trans>Your signed-in sessions, so you stay signed in on your devices.</Trans>
              </li>
            </ul>
          </PrivacySection>
          <PrivacySection icon="💡" title={t`Why`}>
            <p>
              <Trans>
                To sign you in and keep the account safe, to show your child's progress to you, and to keep
                each plan's limits. Nothing else.
              </Trans>
            </p>
          </PrivacySection>
          <PrivacySection icon="⏳" title={t`For how long`}>
            <ul>
              <li>
                <Trans>
                  Your account, your children's profiles and their progress: until you delete them.
                </Trans>
              </li>
              <li>
                <Trans>A signed-in session nobody uses for 30 days ends, and is removed.</Trans>
              </li>
              <li>
                <Trans>
                  Links we email (confirm your address, reset your password): cleared after 24 hours.
                </Trans>
              </li>
              <li>
                <Trans>
                  Two-factor sign-in steps: removed after a day. Copies of mail we sent: after 7 days.
                </Trans>
              </li>
            </ul>
          </PrivacySection>
          <PrivacySection icon="🎁" title={t`If you buy the Fun Pack`}>
            <p>
              <Trans>
                You pay on Stripe's page: your card or Pix details go to Stripe, never to MathPop. Stripe
                tells us that a payment happened and we keep, for the books: the checkout's reference, the
                amount and currency, the email given at the checkout, and the dates of the payment and of any
                refund or dispute.
              </Trans>
            </p>
            <p>
              <Trans>
                While you have an account, the purchase is shown in Profile and comes with Download my data.
                Deleting the account removes it from your account; the books keep only the items above, no
                longer linked to any account, for 10 years after the payment (tax records), then they are
                deleted.
              </Trans>
            </p>
          </PrivacySection>
          <PrivacySection icon="✉️" title={t`The weekly email`}>
            <p>
              <Trans>
                Only if you switch it on (Profile → <em>Weekly email</em>; it is off until you do), we send
                one email a week to your address:
              </Trans>
            </p>
            <ul>
              <li>
                <Trans>
                  For parents, your child's week: minutes practised, facts that became quick and sure, the few
                  that are still tricky, and the streak.
                </Trans>
              </li>
              <li>
                <Trans>
                  For teachers, the class's week: who practised, who needs help, and the class's trickiest
                  facts.
                </Trans>
              </li>
            </ul>
            <p>
              <Trans>
                It names children by first name only. To stop it, use the <em>Unsubscribe</em> link at the
                bottom of any weekly email (one click, no sign-in needed), or switch it off in Profile.
              </Trans>
            </p>
          </PrivacySection>
          <PrivacySection icon="📦" title={t`Download or delete it`}>
            <ul>
              <li>
                <Trans>
                  <strong>Download:</strong> Profile → Your data → <em>Download my data</em> gives you a file
                  with everything we keep for your account, and a note explaining each field.
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong>Delete a child:</strong> Profile → Students → <em>Delete</em> removes the child and
                  all of their progress at once.
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong>Delete everything:</strong> Profile → Your data → <em>Delete my account</em> removes
                  your account, your children and their progress, and signs you out everywhere. It can't be
                  undone.
                </Trans>
              </li>
            </ul>
          </PrivacySection>
        </div>
        <p className="mt-8 text-lg text-ink-soft">
          <a className="font-bold text-primary-dark underline" href={paths.app}>
            <Trans>Go to MathPop</Trans>
          </a>{' '}
          ·{' '}
          <a className="font-bold text-primary-dark underline" href={paths.home}>
            <Trans>Home</Trans>
          </a>
        </p>
      </main>
      <footer className="border-t border-[#ddd6f3] bg-cloud">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-1 px-5 py-6 text-sm text-ink-soft">
          <p>
            <Trans>All materials for educational use only</Trans>
          </p>
          <p>{brand.copyright}</p>
        </div>
      </footer>
    </div>
  );
}
