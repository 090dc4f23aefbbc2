/**
 * Normalises what a person types into a card expiry field to MM/YY: "1230" → "12/30", "530" →
 * "05/30". The slash is added once the year begins, so deleting back over it works.
 */
export function formatExpiry(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  // A month starting with 2–9 can only be one digit.
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
