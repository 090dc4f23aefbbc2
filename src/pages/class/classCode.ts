/** The symbols a class code is made of (server/README.md "Class sign-in"): no 0/O, 1/I/L look-alikes. */
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Length of a class code. */
export const CLASS_CODE_LENGTH = 6;

/**
 * What the code box keeps of a typed or pasted text: upper case, spaces and dashes dropped, the
 * look-alikes a child may type read as the symbol the code uses (O→0 is never in a code, so O and 0
 * stay out), at most 6 symbols.
 */
export function normalizeClassCode(text: string): string {
  return [...text.toUpperCase()]
    .filter((ch) => CLASS_CODE_ALPHABET.includes(ch))
    .join('')
    .slice(0, CLASS_CODE_LENGTH);
}

/** Whether a code box holds a whole code, ready to send. */
export function isCompleteClassCode(code: string): boolean {
  return code.length === CLASS_CODE_LENGTH && normalizeClassCode(code) === code;
}
