import { type ComponentType, type LazyExoticComponent, Suspense, useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/Skeleton';

/** Props of one lazily loaded landing section. */
export interface LazySectionProps {
  name: string;
  Component: LazyExoticComponent<ComponentType>;
  /** Tailwind min-height classes matching the loaded section, so swapping in the content shifts nothing. */
  sizeClass: string;
}

/**
 * Renders a grey skeleton of the section's size, then its lazily loaded content. The first render
 * (on the server and while hydrating) is always the skeleton: the download starts after hydration,
 * so pre-rendered HTML and the client agree and the section code never delays the hero.
 */
export function LazySection({ name, Component, sizeClass }: LazySectionProps) {
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  const skeleton = (
    <div className="mx-auto flex w-full max-w-6xl flex-1 px-5 py-10">
      <Skeleton label={name} className="w-full flex-1" />
    </div>
  );
  return (
    <div data-section={name} className={`flex flex-col ${sizeClass}`}>
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
