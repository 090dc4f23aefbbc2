import { useAnnouncements } from '@scenes/engine/announce';

/** The aria-live="polite" region that speaks every message a scene shows (fed by announce()). */
export function LiveRegion() {
  const items = useAnnouncements();
  return (
    <div role="status" aria-live="polite" data-testid="announcer" className="sr-only">
      {items.map((item) => (
        // data-said: also spoken by the narrator (tests count the lines said against those spoken).
        <p key={item.id} data-said={item.said ? '' : undefined}>
          {item.text}
        </p>
      ))}
    </div>
  );
}
