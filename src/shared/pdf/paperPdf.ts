// Draws a PaperDoc on A4 with jspdf and jspdf-autotable in Poppins (it has the ₹ sign): a title band,
// the reference fields, the parties side by side, the table with its totals, notes and a signature block.
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { embedFonts } from './factSheetPdf';
import type { PaperDoc } from './paperDoc';

const FONT = 'Poppins';
const MARGIN = 36;

type Rgb = [number, number, number];
const PRIMARY: Rgb = [33, 93, 176];
const INK: Rgb = [28, 33, 39];
const MUTED: Rgb = [95, 107, 124];
const RULE: Rgb = [205, 211, 219];

export async function paperPdf(paper: PaperDoc): Promise<Blob> {
  const doc = new jsPDF({
    unit: 'pt',
    format: 'a4',
    orientation: paper.landscape ? 'landscape' : 'portrait',
    compress: true,
  });
  doc.setProperties({
    title: `${paper.title} ${paper.fields[0]?.[1] ?? ''}`.trim(),
    creator: 'Partner Portal',
  });
  await embedFonts(doc);
  const pageW = doc.internal.pageSize.getWidth();
  const pageH = doc.internal.pageSize.getHeight();
  const contentW = pageW - 2 * MARGIN;
  const font = (size: number, style: 'normal' | 'bold' = 'normal', colour: Rgb = INK) => {
    doc.setFont(FONT, style);
    doc.setFontSize(size);
    doc.setTextColor(...colour);
  };

  // Title and issuer on the left, the reference fields on the right.
  let y = MARGIN + 10;
  font(18, 'bold', PRIMARY);
  doc.text(paper.title, MARGIN, y);
  font(11, 'bold');
  doc.text(paper.issuer, MARGIN, y + 20);
  const labelX = pageW - MARGIN - 230;
  let fy = MARGIN;
  for (const [label, value] of paper.fields) {
    font(8.5, 'normal', MUTED);
    doc.text(label, labelX, fy + 4);
    font(9, 'bold');
    const lines = doc.splitTextToSize(value, 140);
    doc.text(lines, pageW - MARGIN, fy + 4, { align: 'right' });
    fy += 13 * lines.length;
  }
  y = Math.max(y + 34, fy + 8);
  doc.setDrawColor(...PRIMARY);
  doc.setLineWidth(1.2);
  doc.line(MARGIN, y, pageW - MARGIN, y);
  y += 18;

  // The parties, side by side.
  const gap = 18;
  const partyW = (contentW - gap * (paper.parties.length - 1)) / Math.max(1, paper.parties.length);
  let partiesBottom = y;
  paper.parties.forEach((party, i) => {
    const x = MARGIN + i * (partyW + gap);
    font(8.5, 'bold', MUTED);
    doc.text(party.heading.toUpperCase(), x, y);
    let py = y + 14;
    party.lines.forEach((line, k) => {
      font(9.5, k === 0 ? 'bold' : 'normal');
      const wrapped = doc.splitTextToSize(line, partyW);
      doc.text(wrapped, x, py);
      py += 12.5 * wrapped.length;
    });
    partiesBottom = Math.max(partiesBottom, py);
  });
  y = partiesBottom + 10;

  const { table } = paper;
  const align = Object.fromEntries(
    table.amounts.map((i) => [i, { halign: 'right' as const, cellWidth: 'wrap' as const }]),
  );
  autoTable(doc, {
    startY: y,
    margin: { left: MARGIN, right: MARGIN },
    head: [table.head],
    body: table.body,
    foot: table.foot,
    showFoot: 'lastPage',
    theme: 'grid',
    styles: {
      font: FONT,
      fontSize: 8.5,
      cellPadding: 5,
      textColor: INK,
      lineColor: RULE,
      lineWidth: 0.5,
      valign: 'top',
    },
    headStyles: { font: FONT, fontStyle: 'bold', fillColor: PRIMARY, textColor: [255, 255, 255] },
    footStyles: { font: FONT, fontStyle: 'bold', fillColor: [237, 243, 251], textColor: INK },
    columnStyles: align,
    didParseCell: (data) => {
      if (data.section !== 'body' && table.amounts.includes(data.column.index))
        data.cell.styles.halign = 'right';
    },
    didDrawPage: (data) => {
      y = data.cursor?.y ?? y;
    },
  });
  y += 18;

  for (const note of paper.notes) {
    font(9);
    const lines = doc.splitTextToSize(note, contentW);
    if (y + 12 * lines.length > pageH - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
    doc.text(lines, MARGIN, y);
    y += 12 * lines.length + 5;
  }

  if (paper.signFor) {
    if (y + 70 > pageH - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
    y += 16;
    font(9.5, 'bold');
    doc.text(`For ${paper.signFor}`, pageW - MARGIN, y, { align: 'right' });
    doc.setDrawColor(...RULE);
    doc.setLineWidth(0.6);
    doc.line(pageW - MARGIN - 160, y + 38, pageW - MARGIN, y + 38);
    font(8.5, 'normal', MUTED);
    doc.text('Authorised signatory', pageW - MARGIN, y + 50, { align: 'right' });
  }

  const pages = doc.getNumberOfPages();
  for (let n = 1; n <= pages; n += 1) {
    doc.setPage(n);
    font(7.5, 'normal', MUTED);
    doc.text(`Page ${n} of ${pages}`, pageW - MARGIN, pageH - 18, { align: 'right' });
  }
  return doc.output('blob');
}
