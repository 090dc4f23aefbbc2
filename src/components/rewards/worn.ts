import { useCallback, useEffect, useState } from 'react';

/**
 * What the child chose to put on (issue 23): item ids per student, kept on this device
 * (localStorage `mathpop.worn.<student>`). Only a look: the items themselves are earned on the
 * server, and an id that is not earned is never shown.
 */
const key = (studentId: string) => `mathpop.worn.${studentId}`;

/** The ids a student has put on (an empty list when none or unreadable). */
export function readWorn(studentId: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key(studentId)) ?? '[]');
    return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string').slice(0, 50) : [];
  } catch {
    return [];
  }
}

/** The student's worn items and a toggle (put on / take off). */
export function useWorn(studentId: string | null): [string[], (id: string) => void] {
  const [worn, setWorn] = useState<string[]>([]);
  useEffect(() => setWorn(studentId ? readWorn(studentId) : []), [studentId]);
  const toggle = useCallback(
    (id: string) => {
      if (!studentId) return;
      setWorn((now) => {
        const next = now.includes(id) ? now.filter((x) => x !== id) : [...now, id];
        localStorage.setItem(key(studentId), JSON.stringify(next));
        return next;
      });
    },
    [studentId],
  );
  return [worn, toggle];
}
