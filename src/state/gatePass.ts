// The parental gate's pass and cooldown for this tab, in sessionStorage: a reload keeps them (so a
// reload does not skip a cooldown), a new tab or a restarted browser asks again.

const PASSED_KEY = 'mathpop.gate.passedUntil';
const LOCKED_KEY = 'mathpop.gate.lockedUntil';

function read(key: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(key));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null; // storage blocked: the gate simply asks again
  }
}

function write(key: string, until: number): void {
  try {
    sessionStorage.setItem(key, String(until));
  } catch {
    // storage blocked: the pass or cooldown then lasts as long as the page's memory does
  }
}

/** Until when the gate stays open in this tab (epoch ms), or null. */
export const readPassedUntil = (): number | null => read(PASSED_KEY);

/** Records a passed gate. */
export const savePassedUntil = (until: number): void => write(PASSED_KEY, until);

/** Until when a wrong answer locks the gate in this tab (epoch ms), or null. */
export const readLockedUntil = (): number | null => read(LOCKED_KEY);

/** Records a cooldown after a wrong answer. */
export const saveLockedUntil = (until: number): void => write(LOCKED_KEY, until);

/**
 * Whether a gate passed until `passedUntil` is still open at `now`. Here, not beside the gate's
 * questions (src/lib/parentalGate.ts), so pages that only check the pass do not download those.
 */
export function gatePassed(now: number, passedUntil: number | null): boolean {
  return passedUntil !== null && now < passedUntil;
}
