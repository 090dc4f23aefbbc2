import { useAnnouncements } from '@scenes/engine/announce';

/** The aria-live="polite" region that speaks every message a scene shows (fed by announce()). */
export function LiveRegion() {
  const items = useAnnouncements();
  return (
    <div role="status" aria-live="polite" data-testid="announcer" className="sr-only">
      {items.map((item) => (
        <p key={item.id}>{item.text}</p>
      ))}
    </div>
  );
}
