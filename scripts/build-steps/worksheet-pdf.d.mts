import type { Worksheet } from '../../src/content/worksheets';

/** Renders one worksheet to PDF bytes (deterministic for the same definition). */
export function renderWorksheet(worksheet: Worksheet): Promise<Uint8Array>;
