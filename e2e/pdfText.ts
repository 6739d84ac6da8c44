// The text of a PDF as a reader sees it (every page, in order, or the one page asked for; one line per piece of text, blank
// pieces left out), read with pdf.js: a downloaded file is checked for what it says, not for how its
// bytes happen to be laid out.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(bytes: Uint8Array, onlyPage?: number): Promise<string> {
  const doc = await getDocument({ data: bytes, isEvalSupported: false, useSystemFonts: false }).promise;
  try {
    const pages: string[] = [];
    for (let n = onlyPage ?? 1; n <= (onlyPage ?? doc.numPages); n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      for (const item of content.items) {
        const text = 'str' in item ? item.str.trim() : '';
        if (text) pages.push(text);
      }
    }
    return pages.join('\n');
  } finally {
    await doc.destroy();
  }
}
