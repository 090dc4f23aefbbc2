import type { PDFPage } from 'pdf-lib';

/**
 * Filled rectangles and circles written straight into one content stream per page: a class pack
 * draws ~40,000 of them (QR modules, dots to count), which pdf-lib's drawRectangle/drawCircle make
 * one operator object at a time (seconds on this machine); as PDF text it is a few milliseconds.
 */
export class RawShapes {
  private ops: string[] = [];

  /** Sets the fill colour (0..1 each) for the shapes that follow. */
  fill(r: number, g: number, b: number): this {
    this.ops.push(`${r.toFixed(3)} ${g.toFixed(3)} ${b.toFixed(3)} rg`);
    return this;
  }

  /** A filled rectangle, bottom-left at (x, y). */
  rect(x: number, y: number, w: number, h: number): this {
    this.ops.push(`${x.toFixed(2)} ${y.toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)} re f`);
    return this;
  }

  /** A filled circle of radius r centred on (x, y): four Bézier quarters. */
  circle(x: number, y: number, r: number): this {
    const k = r * 0.5523;
    const p = (n: number) => n.toFixed(2);
    this.ops.push(
      `${p(x + r)} ${p(y)} m ${p(x + r)} ${p(y + k)} ${p(x + k)} ${p(y + r)} ${p(x)} ${p(y + r)} c ` +
        `${p(x - k)} ${p(y + r)} ${p(x - r)} ${p(y + k)} ${p(x - r)} ${p(y)} c ` +
        `${p(x - r)} ${p(y - k)} ${p(x - k)} ${p(y - r)} ${p(x)} ${p(y - r)} c ` +
        `${p(x + k)} ${p(y - r)} ${p(x + r)} ${p(y - k)} ${p(x + r)} ${p(y)} c f`,
    );
    return this;
  }

  /** Adds the shapes to `page` as one compressed content stream (inside q … Q). */
  paint(page: PDFPage): void {
    if (this.ops.length === 0) return;
    const { context } = page.doc;
    const stream = context.flateStream(`q\n${this.ops.join('\n')}\nQ\n`);
    page.node.addContentStream(context.register(stream));
    this.ops = [];
  }
}
