import type { FactLogInput } from '@/fluency/factLog';
import { decodeFactLog, type FactLogClassWire } from '@/fluency/factLogWire';
import { getSupabase } from '@/lib/supabase';
import { check } from './errors';

/** One child's numbers in the class summary (issue 24 §3). */
export interface ClassSummaryChild {
  id: string;
  name: string;
  grade: string | null;
  avatar_url: string | null;
  /** ISO time of the newest answer or finished activity, or null. */
  last_played: string | null;
  minutes_week: number;
  sessions_week: number;
  /** Local days in a row with practice, ending today or yesterday. */
  streak: number;
}

/** The class at a glance: every child's numbers and the class's fact log, from one call. */
export interface ClassSummary extends FactLogInput {
  children: ClassSummaryChild[];
}

/** Reads the caller's class summary in one call; days and weeks in the browser's time zone. */
export async function getClassSummary(): Promise<ClassSummary> {
  const supabase = await getSupabase();
  const tz = -new Date().getTimezoneOffset();
  const data = check(await supabase.rpc('class_summary', { p_tz_offset: tz })) as unknown as {
    children: ClassSummaryChild[];
    log: FactLogClassWire;
  };
  // The class's fact log rides in fact_log()'s class form (issue 25), decoded like fact_log's.
  return { children: data.children, ...decodeFactLog(data.log) };
}
