import { paths } from '@/app/paths';
import { Logo } from '@/components/ui/Logo';

const inertAnchors = ['Features', 'About', 'Contact'] as const;

/**
 * Landing header: logo, the spec's three inert anchors (no target, so they are exposed as disabled
 * links and skipped by Tab rather than pretending to go somewhere) and the Login button.
 */
export function Header() {
  return (
    <header className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 py-4">
      <a href={paths.home} aria-label="MathPop home" className="rounded-full">
        <Logo />
      </a>
      <nav
        aria-label="Page sections"
        className="order-last flex w-full items-center justify-center gap-8 md:order-none md:w-auto"
      >
        {inertAnchors.map((name) => (
          // biome-ignore lint/a11y/useValidAnchor: the spec's header anchors are inert (no target); role=link with aria-disabled tells assistive tech so
          <a
            key={name}
            role="link"
            aria-disabled="true"
            className="cursor-default font-semibold text-ink-soft"
          >
            {name}
          </a>
        ))}
      </nav>
      <a
        href={paths.login}
        className="inline-flex min-h-12 items-center rounded-full border-2 border-primary bg-white px-6 font-display text-lg font-semibold text-primary transition hover:bg-primary hover:text-white"
      >
        Login
      </a>
    </header>
  );
}
