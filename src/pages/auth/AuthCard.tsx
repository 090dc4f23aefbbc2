import { useLingui } from '@lingui/react/macro';

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { Logo } from '@/components/ui/Logo';
import { Mascot } from '@/components/ui/Mascot';
import { PRODUCT_NAME } from '@/content/messages';

/** Floating maths symbols behind the card: decoration only. */
const symbols = [
  { s: '×', c: 'left-[6%] top-[14%] text-6xl text-sun rotate-12' },
  { s: '÷', c: 'right-[8%] top-[20%] text-7xl text-pink-300 -rotate-12' },
  { s: '★', c: 'left-[12%] bottom-[14%] text-5xl text-sky-300' },
  { s: '+', c: 'right-[14%] bottom-[10%] text-6xl text-emerald-300 rotate-6' },
  { s: '=', c: 'left-[70%] bottom-[30%] hidden text-5xl text-violet-300 sm:block' },
];

/**
 * Shared frame of the login and sign-up screens: a cheerful backdrop, the logo home, Pip waving over
 * the card, the form and the link to the other screen.
 */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="relative min-h-dvh overflow-hidden bg-gradient-to-br from-primary-soft via-cloud to-amber-50">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 select-none font-display font-bold"
      >
        {symbols.map((x) => (
          <span key={x.s} className={`absolute opacity-70 ${x.c}`}>
            {x.s}
          </span>
        ))}
      </div>
      <header className="relative mx-auto flex max-w-5xl items-center px-5 pt-5">
        <Link to={paths.home} aria-label={t`${PRODUCT_NAME} home`} className="rounded-full">
          <Logo />
        </Link>
      </header>
      <main className="relative mx-auto flex w-full max-w-md flex-col items-center px-4 pt-4 pb-10">
        <Mascot className="relative z-10 -mb-7 h-28 w-28 drop-shadow-lg" />
        <div className="w-full rounded-blob border-2 border-white bg-white/95 px-6 pt-9 pb-7 shadow-[0_18px_50px_-20px_rgba(67,42,156,0.45)] sm:px-8">
          <h1 className="text-center font-display text-3xl font-bold text-ink">{title}</h1>
          <p className="mt-1 text-center text-lg text-ink-soft">{intro}</p>
          <div className="mt-6">{children}</div>
        </div>
        <p className="mt-5 text-center text-lg text-ink">{footer}</p>
      </main>
    </div>
  );
}
