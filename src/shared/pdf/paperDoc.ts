// A business document (a tax invoice, a statement) already in display form: title, reference
// fields, the parties, one table with its totals, and notes. paperPdf draws it; it is loaded on demand.

export type PaperParty = { heading: string; lines: string[] };

export type PaperTable = {
  head: string[];
  body: string[][];
  /** Totals rows under the body, drawn bold. */
  foot: string[][];
  /** Columns of amounts (right-aligned), by index. */
  amounts: number[];
};

export type PaperDoc = {
  title: string;
  /** Who issues it, in large type under the title (the supplier of an invoice, the partner of a statement). */
  issuer: string;
  /** Reference fields beside the title: ['Invoice No.', 'INV/2025-26/0001']. */
  fields: [string, string][];
  parties: PaperParty[];
  table: PaperTable;
  /** Lines under the table: the amount in words, declarations. */
  notes: string[];
  /** The signature block ('For Rohan Mehta'), or none. */
  signFor: string | null;
  landscape: boolean;
};

/** The document as a PDF file; jspdf is fetched the first time this is called. */
export async function renderPaperPdf(doc: PaperDoc): Promise<Blob> {
  const { paperPdf } = await import('./paperPdf');
  return paperPdf(doc);
}
