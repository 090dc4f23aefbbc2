import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/Skeleton';
import type { LandingSectionInfo } from './landingSections';

/**
 * The wrapper of one landing section, with the section in it, or (`children` left out: the
 * pre-rendered page) a grey skeleton of the section's size until sectionLoader.ts swaps the
 * section's HTML in. The wrapper carries the header anchor's id, so the jump lands right before any
 * content has loaded.
 */
export function LandingSection({
  name,
  sizeClass,
  anchor,
  children,
}: Omit<LandingSectionInfo, 'Component'> & { children?: ReactNode }) {
  return (
    <div id={anchor} data-section={name} tabIndex={-1} className={`flex flex-col ${sizeClass}`}>
      {children ?? <SkeletonBox name={name} />}
    </div>
  );
}

/**
 * The grey placeholder. It takes keyboard focus (Tab does not scroll to it, so nothing else would
 * load the section for a keyboard user) and says it is loading.
 */
function SkeletonBox({ name }: { name: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: holds keyboard focus until the section loads
    <div tabIndex={0} className="mx-auto flex w-full max-w-6xl flex-1 px-5 py-10">
      <span className="sr-only">
        <Trans>Loading…</Trans>
      </span>
      <Skeleton label={name} className="w-full flex-1" />
    </div>
  );
}
