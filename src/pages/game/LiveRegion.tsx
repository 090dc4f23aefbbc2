import { announcementsAtom } from '@scenes/engine/announce';
import { useAtomValue } from 'jotai';
import { store } from '@/lib/store';

/** The aria-live="polite" region that speaks every message a scene shows (fed by announce()). */
export function LiveRegion() {
  const items = useAtomValue(announcementsAtom, { store });
  return (
    <div role="status" aria-live="polite" data-testid="announcer" className="sr-only">
      {items.map((item) => (
        <p key={item.id}>{item.text}</p>
      ))}
    </div>
  );
}
