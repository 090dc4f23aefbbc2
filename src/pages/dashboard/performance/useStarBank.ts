import { useEffect, useState } from 'react';

/**
 * The child's star bank as the server counts it (issue 38: one star count everywhere, the same as
 * the dashboard's). Null while loading, or when it cannot be read.
 */
export function useStarBank(studentId: string | null): number | null {
  const [stars, setStars] = useState<{ id: string; stars: number } | null>(null);
  useEffect(() => {
    if (!studentId) return;
    let live = true;
    import('@/api/get-rewards')
      .then(({ getRewards }) => getRewards(studentId))
      .then((counts) => {
        if (live && counts) setStars({ id: studentId, stars: counts.stars });
      })
      .catch(() => {
        // No bank shown: the tile says so rather than show another count.
      });
    return () => {
      live = false;
    };
  }, [studentId]);
  return stars && stars.id === studentId ? stars.stars : null;
}
