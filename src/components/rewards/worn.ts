import { useCallback, useEffect, useState } from 'react';
import { CROWN, MILESTONES } from '@/rewards';

/**
 * What the child wears (issues 23 and 38): every item is worn as soon as it is earned (a child
 * should see her new nose cone on the rocket at once, not find a "Wear it" button first), except
 * those she took off, kept per student on this device (localStorage `mathpop.off.<student>`). Only
 * a look: the items are earned on the server, and an item that is not earned is never shown.
 */
const key = (studentId: string) => `mathpop.off.${studentId}`;

/** Every item a child can wear (parts and accessories; planets are not worn). */
const WEARABLE = [...MILESTONES.map((m) => m.item.id), CROWN.id];

/** The ids the student took off (an empty list when none or unreadable). */
function readOff(studentId: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key(studentId)) ?? '[]');
    return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string').slice(0, 50) : [];
  } catch {
    return [];
  }
}

/** The ids a student wears: every wearable item not taken off (only earned ones are ever drawn). */
export function readWorn(studentId: string): string[] {
  const off = readOff(studentId);
  return WEARABLE.filter((id) => !off.includes(id));
}

/** The student's worn items and a toggle (wear it / take it off). */
export function useWorn(studentId: string | null): [string[], (id: string) => void] {
  const [worn, setWorn] = useState<string[]>([]);
  useEffect(() => setWorn(studentId ? readWorn(studentId) : []), [studentId]);
  const toggle = useCallback(
    (id: string) => {
      if (!studentId) return;
      const off = readOff(studentId);
      const next = off.includes(id) ? off.filter((x) => x !== id) : [...off, id];
      try {
        localStorage.setItem(key(studentId), JSON.stringify(next));
      } catch {
        // Storage blocked: the look lasts for this visit.
      }
      setWorn(WEARABLE.filter((x) => !next.includes(x)));
    },
    [studentId],
  );
  return [worn, toggle];
}
