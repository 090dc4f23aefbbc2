import { cloneElement, isValidElement, lazy, Suspense, useState } from 'react';
import type { HowToPlayProps } from './HowToPlayDialog';

// The dialog (Radix Dialog with its focus trap and scroll lock, ~12 KB gzip) is fetched on the first
// press only, so a cold game route does not download it before the child can play (issue 25). The
// service worker precaches it like every chunk, so it opens offline too.
const HowToPlayDialog = lazy(() => import('./HowToPlayDialog'));

/** The "How to Play" panel: the game's steps in a dialog opened from the frame. */
export function HowToPlay(props: HowToPlayProps) {
  const [wanted, setWanted] = useState(false);
  const { trigger } = props;
  // The trigger's own click (mouse, touch, Enter or Space) loads the dialog, which opens at once.
  if (!wanted && isValidElement<{ onClick?: () => void }>(trigger)) {
    return cloneElement(trigger, { onClick: () => setWanted(true) });
  }
  return (
    <Suspense fallback={trigger}>
      <HowToPlayDialog {...props} startOpen={wanted} />
    </Suspense>
  );
}
