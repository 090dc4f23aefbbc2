/** Integer quotient and remainder of a fair share, for every family (remainders stay general). */
export function share(total: number, groups: number): { each: number; left: number } {
  const each = Math.floor(total / groups);
  return { each, left: total - each * groups };
}
