import { Trans } from '@lingui/react/macro';
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
  return (
    <div className="flex min-h-dvh flex-col bg-paper bg-[radial-gradient(circle_at_50%_0%,#ece7ff_0,transparent_60%)] bg-[length:100%_700px] bg-no-repeat">
      <header className="mx-auto flex w-full max-w-3xl items-center px-5 py-5">
        <a href={paths.home} aria-label="MathPop home" className="rounded-full">
          <Logo />
        </a>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-5 pb-14">
        <h1 className="font-display text-4xl leading-tight font-bold text-ink sm:text-5xl">
          Your child's data, <span className="text-primary">in plain words</span>
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-soft">
          MathPop keeps as little as it can: enough to sign you in and to show how your child is doing. We
          have no ads, sell nothing to anyone and share nothing with anyone.
        </p>
        <div className="mt-8 space-y-5">
          <PrivacySection icon="🧒" title="About your child">
            <ul>
              <li>A first name or nickname, as you type it (it can be anything you like).</li>
              <li>Their grade, if you give it, and the picture you pick from MathPop's own pictures.</li>
              <li>
                What they played: which lesson or game, whether the answer was right, how many tries, the
                stars earned and when.
              </li>
            </ul>
            <p>
              Never their email, surname, birthday, photo or location. Our tests stop anyone from adding such
              a field by mistake.
            </p>
          </PrivacySection>
          <PrivacySection icon="🧑" title="About you, the grown-up">
            <ul>
              <li>Your email address and name, and your plan (parents or teachers).</li>
              <li>Your password, only as a one-way hash: nobody, not even us, can read it back.</li>
              <li>If you turn on two-factor, the key your authenticator app shares with us.</li>
              <li>Your signed-in sessions, so you stay signed in on your devices.</li>
            </ul>
          </PrivacySection>
          <PrivacySection icon="💡" title="Why">
            <p>
              To sign you in and keep the account safe, to show your child's progress to you, and to keep each
              plan's limits. Nothing else.
            </p>
          </PrivacySection>
          <PrivacySection icon="⏳" title="For how long">
            <ul>
              <li>Your account, your children's profiles and their progress: until you delete them.</li>
              <li>A signed-in session nobody uses for 30 days ends, and is removed.</li>
              <li>Links we email (confirm your address, reset your password): cleared after 24 hours.</li>
              <li>Two-factor sign-in steps: removed after a day. Copies of mail we sent: after 7 days.</li>
            </ul>
          </PrivacySection>
          <PrivacySection icon="✉️" title="The weekly email">
            <p>
              Only if you switch it on (Profile → <em>Weekly email</em>; it is off until you do), we send one
              email a week to your address:
            </p>
            <ul>
              <li>
                For parents, your child's week: minutes practised, facts that became quick and sure, the few
                that are still tricky, and the streak.
              </li>
              <li>
                For teachers, the class's week: who practised, who needs help, and the class's trickiest
                facts.
              </li>
            </ul>
            <p>
              It names children by first name only. To stop it, use the <em>Unsubscribe</em> link at the
              bottom of any weekly email (one click, no sign-in needed), or switch it off in Profile.
            </p>
          </PrivacySection>
          <PrivacySection icon="📦" title="Download or delete it">
            <ul>
              <li>
                <strong>Download:</strong> Profile → Your data → <em>Download my data</em> gives you a file
                with everything we keep for your account, and a note explaining each field.
              </li>
              <li>
                <strong>Delete a child:</strong> Profile → Students → <em>Delete</em> removes the child and
                all of their progress at once.
              </li>
              <li>
                <strong>Delete everything:</strong> Profile → Your data → <em>Delete my account</em> removes
                your account, your children and their progress, and signs you out everywhere. It can't be
                undone.
              </li>
            </ul>
          </PrivacySection>
        </div>
        <p className="mt-8 text-lg text-ink-soft">
          <a className="font-bold text-primary-dark underline" href={paths.app}>
            Go to MathPop
          </a>{' '}
          ·{' '}
          <a className="font-bold text-primary-dark underline" href={paths.home}>
            Home
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
