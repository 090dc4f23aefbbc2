/// <reference lib="webworker" />
import type { SheetDoc } from './sheetDoc';
import { renderSheetPdf } from './sheetPdf';

// Draws a sheet document off the main thread (a class pack of 25 takes longer than 100 ms).
self.onmessage = async (event: MessageEvent<SheetDoc>) => {
  try {
    const bytes = await renderSheetPdf(event.data);
    (self as unknown as Worker).postMessage({ bytes }, [bytes.buffer]);
  } catch (error) {
    (self as unknown as Worker).postMessage({ error: String(error) });
  }
};
