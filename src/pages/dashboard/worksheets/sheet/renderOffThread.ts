import type { SheetDoc } from './sheetDoc';

/**
 * Renders a sheet document to PDF bytes in a worker, so the page stays responsive; where a worker
 * can't start, on the main thread (the same renderer, loaded lazily).
 */
export async function renderOffThread(doc: SheetDoc): Promise<Uint8Array> {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./sheetPdf.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    const { renderSheetPdf } = await import('./sheetPdf');
    return renderSheetPdf(doc);
  }
  try {
    return await new Promise<Uint8Array>((resolve, reject) => {
      worker.onmessage = (e: MessageEvent<{ bytes?: Uint8Array; error?: string }>) =>
        e.data.bytes ? resolve(e.data.bytes) : reject(new Error(e.data.error ?? 'render failed'));
      worker.onerror = (e) => reject(new Error(e.message));
      worker.postMessage(doc);
    });
  } finally {
    worker.terminate();
  }
}
