import type { SheetDoc } from './sheetDoc';

/** How long an idle worker is kept (a teacher printing a few sheets in a row reuses it). */
const IDLE_MS = 60_000;
let worker: Worker | null = null;
let idle: ReturnType<typeof setTimeout> | undefined;

/** The drawing worker, started on first use (its script holds pdf-lib: ~185 KB gzip, parsed once). */
function drawingWorker(): Worker {
  clearTimeout(idle);
  worker ??= new Worker(new URL('./sheetPdf.worker.ts', import.meta.url), { type: 'module' });
  return worker;
}

function release() {
  clearTimeout(idle);
  idle = setTimeout(() => {
    worker?.terminate();
    worker = null;
  }, IDLE_MS);
}

/** Starts the worker ahead of a tap (on hover or focus of a print button), so its script is ready. */
export function warmUpDrawing(): void {
  try {
    drawingWorker();
    release();
  } catch {
    // no worker here: the tap draws on the main thread
  }
}

/**
 * Renders a sheet document to PDF bytes in a worker, so the page stays responsive; where a worker
 * can't start, on the main thread (the same renderer, loaded lazily). One document at a time (the
 * print buttons wait for their PDF).
 */
export async function renderOffThread(doc: SheetDoc): Promise<Uint8Array> {
  let w: Worker;
  try {
    w = drawingWorker();
  } catch {
    const { renderSheetPdf } = await import('./sheetPdf');
    return renderSheetPdf(doc);
  }
  try {
    return await new Promise<Uint8Array>((resolve, reject) => {
      w.onmessage = (e: MessageEvent<{ bytes?: Uint8Array; error?: string }>) =>
        e.data.bytes ? resolve(e.data.bytes) : reject(new Error(e.data.error ?? 'render failed'));
      w.onerror = (e) => {
        worker = null;
        reject(new Error(e.message));
      };
      w.postMessage(doc);
    });
  } finally {
    release();
  }
}
