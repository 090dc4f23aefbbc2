import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { takeFlash } from '@/components/ui/flash';
import { loadAreas } from '@/i18n/i18n';
import { Header } from './Header';
import { Hero } from './Hero';
import { LazySection } from './LazySection';

/**
 * A section below the first: its code and its messages (the `sales-below` catalogue, with the games'
 * titles) load together, when the first of them comes near, so the page's own download carries only
 * the first screen's texts.
 */
const below = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => Promise.all([load(), loadAreas(['sales-below'])]).then(([section]) => section));

/**
 * The sections below the hero, in the spec's order (Problems, Benefits, Activities, Testimonials,
 * Pricing, Footer), with the FAQ, About and Contact — targets of the header's anchors — before the
 * Footer. Each is its own chunk; `sizeClass` is the
 * section's measured height per breakpoint so its skeleton occupies the same space.
 */
const sections = [
  {
    name: 'problems',
    Component: lazy(() => import('./sections/Problems')),
    sizeClass: 'min-h-[1120px] sm:min-h-[940px] md:min-h-[546px]',
  },
  {
    name: 'benefits',
    Component: below(() => import('./sections/Benefits')),
    sizeClass: 'min-h-[930px] sm:min-h-[596px] lg:min-h-[544px]',
  },
  {
    name: 'activities',
    anchor: 'features',
    Component: below(() => import('./sections/Activities')),
    sizeClass: 'min-h-[2340px] sm:min-h-[2520px] lg:min-h-[1447px]',
  },
  {
    name: 'testimonials',
    Component: below(() => import('./sections/Testimonials')),
    sizeClass: 'min-h-[1460px] sm:min-h-[930px] md:min-h-[880px] lg:min-h-[625px]',
  },
  {
    name: 'pricing',
    Component: below(() => import('./sections/Pricing')),
    sizeClass: 'min-h-[856px] md:min-h-[876px]',
  },
  {
    name: 'faq',
    Component: below(() => import('./sections/Faq')),
    sizeClass: 'min-h-[640px] sm:min-h-[628px]',
  },
  {
    name: 'about',
    anchor: 'about',
    Component: below(() => import('./sections/About')),
    sizeClass: 'min-h-[540px] sm:min-h-[429px] lg:min-h-[370px]',
  },
  {
    name: 'contact',
    anchor: 'contact',
    Component: below(() => import('./sections/Contact')),
    sizeClass: 'min-h-[436px] sm:min-h-[411px] md:min-h-[387px]',
  },
  {
    name: 'footer',
    Component: below(() => import('./sections/Footer')),
    sizeClass: 'min-h-[374px] sm:min-h-[350px] md:min-h-[294px]',
  },
];

/** Landing page `/`: header, hero, then the lazily loaded sales sections. Pre-rendered at build time. */
export default function LandingPage() {
  const [footer, ...content] = [sections[sections.length - 1], ...sections.slice(0, -1)];
  return (
    <div className="min-h-dvh bg-paper bg-[radial-gradient(circle_at_85%_8%,#ece7ff_0,transparent_40%),radial-gradient(circle_at_0%_55%,#fff1c2_0,transparent_35%)] bg-[length:100%_1100px] bg-no-repeat">
      <Header />
      <main>
        <Hero />
        {content.map((s) => (
          <LazySection key={s.name} {...s} />
        ))}
      </main>
      <LazySection {...footer} />
      <Flash />
    </div>
  );
}

const FlashNotice = lazy(() => import('@/components/ui/FlashNotice'));

/** A notice left for this page (components/ui/flash.ts), its pill loaded only when there is one. */
function Flash() {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const left = takeFlash();
    if (left) setText(left);
  }, []);
  return text ? (
    <Suspense fallback={null}>
      <FlashNotice text={text} />
    </Suspense>
  ) : null;
}
