import {
  type ComponentType,
  type LazyExoticComponent,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
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
 * never competes with the hero. Keyboard users (issue 22 §4): Tab never scrolls to a skeleton, so
 * the first Tab on the page loads every section, and a skeleton reached by Tab before its code has
 * arrived holds the focus and hands it to the section once it has loaded.
 */
export function LazySection({ name, Component, sizeClass }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState(false);
  const focusWanted = useRef(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setStarted(true);
      return;
    }
    const onKey = (e: KeyboardEvent) => e.key === 'Tab' && setStarted(true);
    window.addEventListener('keydown', onKey);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        setStarted(true);
        observer.disconnect();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKey);
    };
  }, []);
  const skeleton = (
    <SkeletonBox
      name={name}
      onFocus={() => {
        focusWanted.current = true;
        setStarted(true);
      }}
    />
  );
  return (
    <div ref={ref} data-section={name} tabIndex={-1} className={`flex flex-col ${sizeClass}`}>
      {started ? (
        <Suspense fallback={skeleton}>
          <Component />
          <PassFocus into={ref} wanted={focusWanted} />
        </Suspense>
      ) : (
        skeleton
      )}
    </div>
  );
}

/**
 * The grey placeholder. It takes keyboard focus (Tab does not scroll to it, so nothing else would
 * load the section for a keyboard user) and says it is loading.
 */
function SkeletonBox({ name, onFocus }: { name: string; onFocus: () => void }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus only starts loading the section
    // biome-ignore lint/a11y/noNoninteractiveTabindex: holds keyboard focus until the section loads
    <div tabIndex={0} onFocus={onFocus} className="mx-auto flex w-full max-w-6xl flex-1 px-5 py-10">
      <span className="sr-only">Loading…</span>
      <Skeleton label={name} className="w-full flex-1" />
    </div>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]';

/**
 * Mounts with the loaded section: if the focus was on its skeleton, it goes to the section's first
 * control, or to the section itself, so the next Tab carries on from there.
 */
function PassFocus({
  into,
  wanted,
}: {
  into: RefObject<HTMLDivElement | null>;
  wanted: { current: boolean };
}) {
  useEffect(() => {
    const el = into.current;
    if (!wanted.current || !el) return;
    wanted.current = false;
    if (document.activeElement && document.activeElement !== document.body) return;
    (el.querySelector<HTMLElement>(FOCUSABLE) ?? el).focus();
  }, [into, wanted]);
  return null;
}
