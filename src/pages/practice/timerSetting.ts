/** Where the grown-up's timer switch is kept, per student, on this device. */
export function timerKey(studentId: string | null): string {
  return `mathpop.practiceTimer.${studentId ?? 'none'}`;
}

/** Whether practice shows a countdown for this student (off by default: calm mode). */
export function isTimerOn(studentId: string | null): boolean {
  try {
    return localStorage.getItem(timerKey(studentId)) === 'on';
  } catch {
    return false; // storage blocked (private mode): calm mode
  }
}

/** Switches the countdown on or off for this student on this device. */
export function setTimerOn(studentId: string | null, on: boolean): void {
  try {
    if (on) localStorage.setItem(timerKey(studentId), 'on');
    else localStorage.removeItem(timerKey(studentId));
  } catch {
    // Storage blocked: the switch lasts for this visit only.
  }
}
