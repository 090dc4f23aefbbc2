import { lazy, Suspense, useEffect, useState } from 'react';
import { takeFlash } from '@/components/ui/flash';
import { Header } from './Header';
import { Hero } from './Hero';
import { LandingSection } from './LandingSection';
import { landingSections } from './landingSections';

/**
 * Landing page `/`: header, hero, then the sales sections. The build pre-renders it with a skeleton
 * for each section (`LandingPageOnDemand`), loaded on demand as HTML by a small script
 * (landingScript.ts): a reader downloads no React. Rendered by the app's router (after an account
 * is deleted, with its notice), every section is in the page at once.
 */
export default function LandingPage() {
  return <Landing onDemand={false} />;
}

/** The pre-rendered landing (scripts/build-steps/post-20-prerender.mjs): skeletons below the hero. */
export function LandingPageOnDemand() {
  return <Landing onDemand />;
}

function Landing({ onDemand }: { onDemand: boolean }) {
  const sections = landingSections.map(({ Component, ...s }) => (
    <LandingSection key={s.name} {...s}>
      {onDemand ? undefined : <Component />}
    </LandingSection>
  ));
  return (
    <div className="min-h-dvh bg-paper bg-[radial-gradient(circle_at_85%_8%,#ece7ff_0,transparent_40%),radial-gradient(circle_at_0%_55%,#fff1c2_0,transparent_35%)] bg-[length:100%_1100px] bg-no-repeat">
      <Header />
      <main>
        <Hero />
        {sections.slice(0, -1)}
      </main>
      {sections.at(-1)}
      {!onDemand && <Flash />}
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

/** The sections, for the pre-render step (it renders each into an HTML file of its own). */
export { landingSections } from './landingSections';
