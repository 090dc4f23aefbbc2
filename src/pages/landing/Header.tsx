import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@/app/paths';
import { Logo } from '@/components/ui/Logo';

/**
 * The spec's three header anchors, each to the section that answers it: what's inside, who makes
 * it, how to reach us. The targets are the on-demand sections' wrappers (LandingSection's
 * `anchor`), which exist in the pre-rendered HTML at their final height, so the jump lands right
 * before any section has loaded.
 */
const anchors = [
  { label: msg`Features`, href: '#features' },
  { label: msg`About`, href: '#about' },
  { label: msg`Contact`, href: '#contact' },
] as const;

/** Landing header: logo, the Features / About / Contact anchors and the Login button. */
export function Header() {
  const { t, i18n } = useLingui();
  return (
    <header className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 py-4">
      <a href={paths.home} aria-label={t`MathPop home`} className="rounded-full">
        <Logo />
      </a>
      <nav
        aria-label={t`Page sections`}
        className="order-last flex w-full items-center justify-center gap-8 md:order-none md:w-auto"
      >
        {anchors.map((a) => (
          <a
            key={a.href}
            href={a.href}
            className="font-semibold text-ink-soft underline-offset-4 hover:text-primary hover:underline"
          >
            {i18n._(a.label)}
          </a>
        ))}
      </nav>
      <a
        href={paths.login}
        className="inline-flex min-h-12 items-center rounded-full border-2 border-primary bg-white px-6 font-display text-lg font-semibold text-primary transition hover:bg-primary hover:text-white"
      >
        <Trans>Login</Trans>
      </a>
    </header>
  );
}
