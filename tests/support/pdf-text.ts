import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';

/** Decodes a PDF string operand: `<hex>` (what pdf-lib writes) or `(literal)`. */
function decodeOperand(token: string): string {
  if (token.startsWith('<'))
    return (token.slice(1, -1).match(/../g) ?? [])
      .map((h) => String.fromCharCode(Number.parseInt(h, 16)))
      .join('');
  return token.slice(1, -1).replace(/\\([()\\])/g, '$1');
}

/**
 * The text drawn on each page of a PDF with a standard font (pdf-lib's output): the operands of
 * every Tj operator of the page's content streams, in drawing order. Enough to check what a
 * generated PDF says without a full PDF renderer.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const texts: string[] = [];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as PDFRef);
      if (!(stream instanceof PDFRawStream)) continue;
      const source = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
      for (const m of source.matchAll(/(<[0-9A-Fa-f]*>|\((?:\\.|[^\\)])*\))\s*Tj/g))
        texts.push(decodeOperand(m[1]));
    }
    return texts;
  });
}
