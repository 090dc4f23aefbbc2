import type { FactLogInput } from '@/fluency/factLog';
import { decodeFactLog, type FactLogClassWire, type FactLogWire } from '@/fluency/factLogWire';
import { type LastKnownOptions, lastKnown } from '@/lib/lastKnown';
import { restReader } from '@/lib/restReader';
import { check } from './errors';

/**
 * The fact log of the caller's children (or one child), in one call (issue 16): per child and fact
 * the 10 newest answers and the count, per child the newest warm-up taps. The RPC answers compact
 * rows of numbers (issue 25, src/fluency/factLogWire.ts), decoded here into the per-fact log that
 * `statesFromFactLog` turns into the grid: the class call (no `studentId`) at the grain that decides
 * each fact's state (same states, medians and days), one child's at full precision for practice's
 * chooser. A child's class session gets only its own. Offline, one child's last log read on this
 * device (practice then starts from it; the answers queue meanwhile).
 */
export async function getFactLog(studentId?: string, options?: LastKnownOptions): Promise<FactLogInput> {
  const read = async () => {
    const supabase = restReader();
    const data = check(await supabase.rpc('fact_log', studentId ? { p_student: studentId } : {}));
    return decodeFactLog(data as unknown as FactLogWire | FactLogClassWire);
  };
  // One child's log is what practice needs offline; a whole class's grid is not kept on the device.
  return studentId ? lastKnown(`fact-log:${studentId}`, read, options) : read();
}
