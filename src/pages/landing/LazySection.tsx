import { type ComponentType, type LazyExoticComponent, Suspense, useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/Skeleton';

/** Props of one lazily loaded landing section. */
export interface LazySectionProps {
  name: string;
  Component: LazyExoticComponent<ComponentType>;
  /** Tailwind min-height classes matching the loaded section, so swapping in the content shifts nothing. */
  sizeClass: string;
}

/** How far ahead of the viewport a section starts loading, so it is usually ready when scrolled to. */
const LOAD_AHEAD = '800px 0px';

/**
 * Renders a grey skeleton of the section's size, then its lazily loaded content once the section
 * comes near the viewport (on demand, as the spec asks). The first render, on the server and while
 * hydrating, is always the skeleton, so pre-rendered HTML and the client agree and section code
 * never competes with the hero.
 */
export function LazySection({ name, Component, sizeClass }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setStarted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        setStarted(true);
        observer.disconnect();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const skeleton = (
    <div className="mx-auto flex w-full max-w-6xl flex-1 px-5 py-10">
      <Skeleton label={name} className="w-full flex-1" />
    </div>
  );
  return (
    <div ref={ref} data-section={name} className={`flex flex-col ${sizeClass}`}>
      {started ? (
        <Suspense fallback={skeleton}>
          <Component />
        </Suspense>
      ) : (
        skeleton
      )}
    </div>
  );
}
