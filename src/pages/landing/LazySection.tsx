import { Trans } from '@lingui/react/macro';
import {
  type ComponentType,
  type LazyExoticComponent,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
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
  /** The id a header anchor jumps to (`#features`…): on the wrapper, so it exists before the code loads. */
  anchor?: string;
}

/** How far ahead of the viewport a section starts loading, so it is usually ready when scrolled to. */
const LOAD_AHEAD = '800px 0px';

/**
 * Renders a grey skeleton of the section's size, then its lazily loaded content once the section
 * comes near the viewport (on demand, as the spec asks). The first render, on the server and while
 * hydrating, is always the skeleton, so pre-rendered HTML and the client agree and section code
 * never competes with the hero. Keyboard users (issue 22 §4): Tab never scrolls to a skeleton, so
 * the first Tab on the page loads every section; a skeleton reached by Tab before its code arrives
 * keeps the focus (it stays the same element until the content replaces it) and hands it to the
 * section's first control, or the section itself, so the next Tab carries on from there.
 */
export function LazySection({ name, Component, sizeClass, anchor }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const skeletonRef = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const passFocus = useRef(false);
  useEffect(() => {
    const el = ref.current;
    // Focused by Tab before the page was interactive: load it now.
    if (!el || typeof IntersectionObserver === 'undefined' || el.contains(document.activeElement)) {
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
  const onLoaded = useCallback(() => {
    passFocus.current = skeletonRef.current?.contains(document.activeElement) ?? false;
    setLoaded(true);
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!loaded || !passFocus.current || !el) return;
    passFocus.current = false;
    (el.querySelector<HTMLElement>(FOCUSABLE) ?? el).focus();
  }, [loaded]);
  return (
    <div ref={ref} id={anchor} data-section={name} tabIndex={-1} className={`flex flex-col ${sizeClass}`}>
      {started && (
        <Suspense fallback={null}>
          <Component />
          <Loaded onLoaded={onLoaded} />
        </Suspense>
      )}
      {!loaded && <SkeletonBox ref={skeletonRef} name={name} onFocus={() => setStarted(true)} />}
    </div>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]';

/** Mounts with the loaded section and says so before the browser paints (no frame shows both). */
function Loaded({ onLoaded }: { onLoaded: () => void }) {
  useLayoutEffect(onLoaded, [onLoaded]);
  return null;
}

/**
 * The grey placeholder. It takes keyboard focus (Tab does not scroll to it, so nothing else would
 * load the section for a keyboard user) and says it is loading.
 */
function SkeletonBox({
  ref,
  name,
  onFocus,
}: {
  ref: RefObject<HTMLDivElement | null>;
  name: string;
  onFocus: () => void;
}) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus only starts loading the section
    // biome-ignore lint/a11y/noNoninteractiveTabindex: holds keyboard focus until the section loads
    <div ref={ref} tabIndex={0} onFocus={onFocus} className="mx-auto flex w-full max-w-6xl flex-1 px-5 py-10">
      <span className="sr-only">
        <Trans>Loading…</Trans>
      </span>
      <Skeleton label={name} className="w-full flex-1" />
    </div>
  );
}
