import { Trans } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/app/paths';
import type { ReturnState } from '@/app/RequireAuth';
import { Logo } from '@/components/ui/Logo';
import { Mascot } from '@/components/ui/Mascot';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { useSession, useSessionReady } from '@/state/session';
import { sessionIdOf, useClaim } from './useClaim';

const button = 'flex h-12 items-center justify-center rounded-2xl px-6 font-display text-lg font-bold';

/**
 * /welcome?session_id=… — where Stripe's Payment Link sends the parent after paying (issue 36 §1).
 * Signed in: the pack unlocks as soon as the server has it. Not signed in: create the account with
 * the paying email, or log in; both come back here and claim it.
 */
export default function WelcomePage() {
  const [params] = useSearchParams();
  const sessionId = sessionIdOf(params.get('session_id'));
  const ready = useSessionReady();
  const session = useSession();
  if (!ready) return <PageSpinner />;
  const back: ReturnState = { from: `${paths.welcome}?${params.toString()}` };
  return (
    <div className="min-h-dvh bg-gradient-to-br from-primary-soft via-cloud to-amber-50">
      <header className="mx-auto flex max-w-3xl px-5 pt-5">
        <Link to={paths.home} className="rounded-full">
          <Logo />
        </Link>
      </header>
      <main className="mx-auto flex max-w-xl flex-col items-center gap-5 px-5 py-8 text-center">
        {session ? (
          <SignedIn userId={session.user.id} sessionId={sessionId} />
        ) : (
          <>
            <Mascot pose="cheering" size={112} />
            <h1 className="font-display text-3xl font-bold text-ink">
              <Trans>Thank you for buying the Fun Pack!</Trans>
            </h1>
            <p className="text-lg text-ink">
              <Trans>Create your account with the email you paid with.</Trans>{' '}
              <Trans>The pack joins your account once that address is confirmed.</Trans>
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <Link to={paths.signup} state={back} className={`${button} bg-primary text-white`}>
                <Trans>Create your account</Trans>
              </Link>
              <Link
                to={paths.login}
                state={back}
                className={`${button} border-2 border-primary bg-white text-primary-dark`}
              >
                <Trans>Log in</Trans>
              </Link>
            </div>
            <Delayed />
          </>
        )}
      </main>
    </div>
  );
}

function SignedIn({ userId, sessionId }: { userId: string; sessionId: string | null }) {
  const state = useClaim(userId, sessionId);
  return (
    <>
      <Mascot pose={state === 'unlocked' ? 'cheering' : 'thinking'} size={112} />
      <div role="status" aria-live="polite" className="flex flex-col gap-3">
        {state === 'unlocked' && (
          <>
            <h1 className="font-display text-3xl font-bold text-ink">
              <Trans>Your Fun Pack is unlocked</Trans>
            </h1>
            <p className="text-lg text-ink">
              <Trans>Every game, lesson and worksheet is open. Have fun!</Trans>
            </p>
          </>
        )}
        {state === 'checking' && (
          <h1 className="font-display text-3xl font-bold text-ink">
            <Trans>Unlocking your Fun Pack…</Trans>
          </h1>
        )}
        {state === 'slow' && (
          <>
            <h1 className="font-display text-3xl font-bold text-ink">
              <Trans>Almost there</Trans>
            </h1>
            <p className="text-lg text-ink">
              <Trans>It can take a minute; we'll email you.</Trans>
            </p>
          </>
        )}
        {state === 'off' && (
          <h1 className="font-display text-3xl font-bold text-ink">
            <Trans>Everything in MathPop is already open</Trans>
          </h1>
        )}
      </div>
      {state !== 'unlocked' && state !== 'off' && <Delayed />}
      <Link to={paths.app} className={`${button} bg-primary text-white`}>
        <Trans>Go to MathPop</Trans>
      </Link>
    </>
  );
}

/** Pix and other delayed methods: paid later, unlocked then, with the mail. */
function Delayed() {
  return (
    <p className="rounded-2xl bg-white/80 px-4 py-3 text-base text-ink-soft">
      <Trans>
        Paid with Pix or another method that completes later? The pack unlocks when the payment arrives, and
        we email you then.
      </Trans>
    </p>
  );
}
