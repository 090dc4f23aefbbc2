import { Trans } from '@lingui/react/macro';

import { Link } from 'react-router-dom';
import { Mascot } from '@/components/ui/Mascot';
import { messages } from '@/content/messages';
import { paths } from './paths';

/** Fallback page for any unknown path (spec §2): "404", "Oops! Page not found", "Return to Home". */
export default function NotFound() {
  return (
    <main className="grid min-h-dvh place-items-center bg-cloud px-6 text-center">
      <div>
        <Mascot pose="thinking" size={140} className="mx-auto" />
        <p className="mt-2 font-display text-8xl font-bold text-primary">{messages.notFound.code}</p>
        <h1 className="mt-2 font-display text-3xl font-semibold text-ink">{messages.notFound.title}</h1>
        <p className="mt-2 text-ink-soft">
          <Trans>Pip looked everywhere, but this page isn’t here.</Trans>
        </p>
        <Link
          to={paths.home}
          className="mt-6 inline-flex min-h-12 items-center rounded-full bg-primary px-6 font-bold text-white hover:bg-primary-dark"
        >
          {messages.notFound.link}
        </Link>
      </div>
    </main>
  );
}
