// The images drawn on a PDF's pages as RGBA pixels, read with pdf.js (to decode a QR code in them).
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfImage = { width: number; height: number; rgba: Uint8ClampedArray };

function toRgba(img: {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}): Uint8ClampedArray {
  const pixels = img.width * img.height;
  if (img.data.length === pixels * 4) return new Uint8ClampedArray(img.data);
  const out = new Uint8ClampedArray(pixels * 4);
  const channels = img.data.length / pixels;
  for (let i = 0; i < pixels; i++) {
    for (let c = 0; c < 3; c++) out[i * 4 + c] = img.data[i * channels + (channels >= 3 ? c : 0)] ?? 0;
    out[i * 4 + 3] = 255;
  }
  return out;
}

/** Every page's images, or those of the one page asked for. */
export async function pdfImages(bytes: Uint8Array, onlyPage?: number): Promise<PdfImage[]> {
  // pdf.js takes the buffer it is given (detaches it): it gets a copy.
  const doc = await getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    isOffscreenCanvasSupported: false,
  }).promise;
  try {
    const images: PdfImage[] = [];
    for (let n = onlyPage ?? 1; n <= (onlyPage ?? doc.numPages); n++) {
      const page = await doc.getPage(n);
      const ops = await page.getOperatorList();
      for (let i = 0; i < ops.fnArray.length; i++) {
        if (ops.fnArray[i] !== OPS.paintImageXObject) continue;
        const name = ops.argsArray[i]?.[0] as string;
        const img = await new Promise<{ width: number; height: number; data: Uint8ClampedArray } | null>(
          (resolve) => {
            const objs = name.startsWith('g_') ? page.commonObjs : page.objs;
            objs.get(name, resolve);
          },
        );
        if (img?.data) images.push({ width: img.width, height: img.height, rgba: toRgba(img) });
      }
    }
    return images;
  } finally {
    await doc.destroy();
  }
}
