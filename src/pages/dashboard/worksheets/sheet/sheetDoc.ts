import type { SheetFormat } from '@/fluency/weekSheet';

/**
 * A printable "this week's sheet" document as plain data (issue 37): every word already in the
 * grown-up's language, so the PDF can be drawn anywhere (a worker) without the catalogues.
 */
export interface SheetDoc {
  /** BCP 47 tag of the words ("en", "pt-BR"). */
  lang: string;
  title: string;
  /** The small line over every header ("MathPop · This week's sheet"). */
  kicker: string;
  sheets: PrintedSheet[];
}

/** One child's sheet: page 1 (the sheet) and its answer key (page 2, or after all sheets in a pack). */
export interface PrintedSheet {
  /** Header title, e.g. "Mia's sheet". */
  title: string;
  /** Header line under it: the week and how many problems. */
  subtitle: string;
  /** "Name: Mia", the date line, the week line. */
  name: string;
  date: string;
  week: string;
  /** What it practises ("Practises: the 3s and 4s, with ÷"). */
  practises: string;
  instructions: string;
  sprintTitle: string;
  sprintHint: string;
  items: PrintedItem[];
  keyTitle: string;
  keyHint: string;
  /** Where the QR code leads: the marking page of this sheet (no token, only the sheet's id). */
  markUrl: string;
  scanLabel: string;
  footer: [string, string];
}

/** One problem as printed: the question split around its blank, and the answer key's line. */
export interface PrintedItem {
  format: SheetFormat;
  /** Text before the blank and after it ("" for none). */
  before: string;
  after: string;
  /** A fact family's known partner, printed small above ("42 ÷ 7 = 6, so"). */
  hint?: string;
  /** Dots to count for a new fact (rows × cols; ÷ draws equal groups as rows). */
  array?: { rows: number; cols: number };
  /** The number the child writes. */
  answer: number;
  /** The solved line for the key ("6 × 7 = 42"). */
  solved: string;
}
