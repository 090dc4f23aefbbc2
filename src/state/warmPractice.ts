import { getFactLog } from '@/api/get-fact-log';
import { hasPractised } from '@/api/has-practised';

const warmed = new Set<string>();

/**
 * Reads ahead what practice starts from, so practice starts offline after an online visit of the
 * home only (issue 38 #13): the child's fact log and whether they practised (the home reads the
 * profiles, rewards and focus itself). lastKnown keeps each answer on the device. Once per child
 * per page load, and only online.
 */
export function warmPractice(studentId: string): void {
  if (!navigator.onLine || warmed.has(studentId)) return;
  warmed.add(studentId);
  Promise.all([getFactLog(studentId), hasPractised(studentId)]).catch((error: unknown) => {
    warmed.delete(studentId);
    console.warn('Could not read practice ahead', error);
  });
}
