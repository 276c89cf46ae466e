// A PDF's text read back, for tests: what a reader would copy out of it, page by page. pdfjs's legacy build runs
// on Node without a canvas; text needs no rendering.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface PdfRead {
  /** Every page's text joined, with the spaces between and inside its pieces removed: 山田太郎様, ¥5,300,000. */
  text: string;
  pages: number;
  /** Each page's width and height in points. */
  sizes: { width: number; height: number }[];
}

export async function readPdf(pdf: Uint8Array): Promise<PdfRead> {
  // pdfjs takes over the array it is given (it transfers it to its worker): it gets a copy.
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  try {
    const texts: string[] = [];
    const sizes: PdfRead["sizes"] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const [x0, y0, x1, y1] = page.view;
      sizes.push({ width: x1 - x0, height: y1 - y0 });
      const content = await page.getTextContent();
      texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(""));
    }
    return { text: texts.join("").replace(/\s+/g, ""), pages: document.numPages, sizes };
  } finally {
    await document.destroy();
  }
}

/** Just the text, as readPdf reads it. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  return (await readPdf(pdf)).text;
}
