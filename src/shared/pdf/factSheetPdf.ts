// A project fact sheet as a PDF (spec 02 §2 "Project fact sheet"), drawn in the browser with jspdf
// and jspdf-autotable: banner, name, RERA number, starting price and land area, highlights, the floor
// plan table, gallery, project link, the partner's contact block and the disclaimer. Poppins is
// embedded (it has the ₹ sign) and the images are embedded. This module is loaded only when a fact
// sheet is asked for, so jspdf stays out of the first load.
import poppinsRegularUrl from '@expo-google-fonts/poppins/400Regular/Poppins_400Regular.ttf?url';
import poppinsSemiBoldUrl from '@expo-google-fonts/poppins/600SemiBold/Poppins_600SemiBold.ttf?url';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import QRCode from 'qrcode';
import type { FactSheet } from './factSheet';

const FONT = 'Poppins';
const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 40;
const CONTENT_W = PAGE_W - 2 * MARGIN;

type Rgb = [number, number, number];
const PRIMARY: Rgb = [33, 93, 176];
const INK: Rgb = [28, 33, 39];
const MUTED: Rgb = [95, 107, 124];
const TINT: Rgb = [237, 243, 251];

type Picture = { data: Uint8Array; format: 'PNG' | 'JPEG'; width: number; height: number };

/** The bytes of a TTF as the binary string jspdf's file system takes. */
function binaryString(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return out;
}

async function fetchBytes(url: string): Promise<Uint8Array> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return new Uint8Array(await answer.arrayBuffer());
}

function imageFormat(bytes: Uint8Array): 'PNG' | 'JPEG' | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'PNG';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'JPEG';
  return null;
}

/** An image to embed, or null when it cannot be fetched or is not a PNG or JPEG (the sheet goes on). */
async function loadPicture(doc: jsPDF, url: string | null): Promise<Picture | null> {
  if (!url) return null;
  try {
    const data = await fetchBytes(url);
    const format = imageFormat(data);
    if (!format) return null;
    const { width, height } = doc.getImageProperties(data);
    return { data, format, width, height };
  } catch {
    return null;
  }
}

/** Embeds Poppins (regular and semibold; it has the ₹ sign) under the font name `Poppins`. */
export async function embedFonts(doc: jsPDF): Promise<void> {
  const [regular, semiBold] = await Promise.all([
    fetchBytes(poppinsRegularUrl),
    fetchBytes(poppinsSemiBoldUrl),
  ]);
  doc.addFileToVFS('Poppins-Regular.ttf', binaryString(regular));
  doc.addFont('Poppins-Regular.ttf', FONT, 'normal');
  doc.addFileToVFS('Poppins-SemiBold.ttf', binaryString(semiBold));
  doc.addFont('Poppins-SemiBold.ttf', FONT, 'bold');
}

/** Draws the picture inside the box, scaled to cover it and cropped to its edges. */
function drawCover(doc: jsPDF, picture: Picture, x: number, y: number, w: number, h: number) {
  const scale = Math.max(w / picture.width, h / picture.height);
  const dw = picture.width * scale;
  const dh = picture.height * scale;
  doc.saveGraphicsState();
  doc.rect(x, y, w, h, null);
  doc.clip();
  doc.discardPath();
  doc.addImage(picture.data, picture.format, x - (dw - w) / 2, y - (dh - h) / 2, dw, dh);
  doc.restoreGraphicsState();
}

/** The fact sheet as a PDF file. */
export async function factSheetPdf(sheet: FactSheet): Promise<Blob> {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  doc.setProperties({ title: `${sheet.name} Fact Sheet`, subject: sheet.name, creator: 'Partner Portal' });
  const [, banner, ...gallery] = await Promise.all([
    embedFonts(doc),
    loadPicture(doc, sheet.bannerUrl),
    ...sheet.galleryUrls.slice(0, 3).map((url) => loadPicture(doc, url)),
  ]);

  const font = (size: number, style: 'normal' | 'bold' = 'normal', colour: Rgb = INK) => {
    doc.setFont(FONT, style);
    doc.setFontSize(size);
    doc.setTextColor(...colour);
  };
  let y = 0;
  /** Starts a new page when `height` more does not fit on this one. */
  const room = (height: number) => {
    if (y + height > PAGE_H - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
  };
  const heading = (text: string) => {
    room(40);
    font(13, 'bold', PRIMARY);
    doc.text(text, MARGIN, y);
    y += 8;
    doc.setDrawColor(...PRIMARY);
    doc.setLineWidth(1);
    doc.line(MARGIN, y, MARGIN + 36, y);
    y += 16;
  };

  // Banner across the top, the name on a band below it.
  const bannerH = 150;
  if (banner) drawCover(doc, banner, 0, 0, PAGE_W, bannerH);
  else {
    doc.setFillColor(...PRIMARY);
    doc.rect(0, 0, PAGE_W, bannerH, 'F');
  }
  doc.setFillColor(...PRIMARY);
  doc.rect(0, bannerH, PAGE_W, 66, 'F');
  font(24, 'bold', [255, 255, 255]);
  doc.text(sheet.name, MARGIN, bannerH + 31, { maxWidth: CONTENT_W });
  font(10.5, 'normal', [222, 233, 248]);
  doc.text(sheet.subtitle, MARGIN, bannerH + 51, { maxWidth: CONTENT_W });
  y = bannerH + 66 + 24;

  // RERA number and the two figures.
  font(10, 'normal', MUTED);
  doc.text('RERA No.', MARGIN, y);
  font(10, 'bold');
  doc.text(sheet.rera, MARGIN + 52, y);
  y += 14;
  const boxW = (CONTENT_W - 12) / 2;
  const figures: [string, string][] = [
    ['Starting Price', sheet.startingPrice],
    ['Land Area', sheet.landArea],
  ];
  figures.forEach(([label, value], i) => {
    const x = MARGIN + i * (boxW + 12);
    doc.setFillColor(...TINT);
    doc.roundedRect(x, y, boxW, 54, 6, 6, 'F');
    font(9, 'normal', MUTED);
    doc.text(label, x + 14, y + 20);
    font(16, 'bold', INK);
    doc.text(value, x + 14, y + 42, { maxWidth: boxW - 28 });
  });
  y += 54 + 16;

  // The partner's contact block on the first page, under the figures: name, phone, RERA registration
  // and a QR code of the personalised link.
  const qr = sheet.link
    ? await QRCode.toDataURL(sheet.link, { margin: 1, width: 240, errorCorrectionLevel: 'M' })
    : null;
  const blockH = qr ? 92 : 72;
  doc.setFillColor(...TINT);
  doc.roundedRect(MARGIN, y, CONTENT_W, blockH, 6, 6, 'F');
  font(9, 'normal', MUTED);
  doc.text('For site visits and bookings, contact', MARGIN + 16, y + 18);
  font(13, 'bold');
  doc.text(sheet.contact.name, MARGIN + 16, y + 39);
  font(9.5, 'normal', MUTED);
  doc.text(
    sheet.contact.rera ? `RERA Reg. No. ${sheet.contact.rera}` : 'RERA Reg. No. —',
    MARGIN + 16,
    y + 57,
  );
  const right = PAGE_W - MARGIN - 16 - (qr ? 84 : 0);
  font(13, 'bold', PRIMARY);
  doc.text(sheet.contact.phone, right, y + 39, { align: 'right' });
  if (qr) {
    doc.addImage(qr, 'PNG', PAGE_W - MARGIN - 16 - 72, y + 10, 72, 72);
    font(7, 'normal', MUTED);
    doc.text('Scan for the project site', right, y + 57, { align: 'right' });
  }
  y += blockH + 30;

  if (sheet.highlights.length > 0) {
    heading('Highlights');
    const colW = CONTENT_W / 2;
    font(10);
    sheet.highlights.forEach((text, i) => {
      const lines = doc.splitTextToSize(text, colW - 20);
      if (i % 2 === 0) room(16 * lines.length);
      const x = MARGIN + (i % 2) * colW;
      doc.setFillColor(...PRIMARY);
      doc.circle(x + 3, y - 3.5, 2.2, 'F');
      doc.text(lines, x + 12, y);
      if (i % 2 === 1 || i === sheet.highlights.length - 1) y += 15 * lines.length;
    });
    y += 8;
  }

  heading('Floor Plans');
  autoTable(doc, {
    startY: y - 6,
    margin: { left: MARGIN, right: MARGIN },
    head: [['Type', 'Carpet Area (Sq.Ft.)', 'Price (all inclusive)']],
    body: sheet.plans.map((p) => [p.type, p.area, p.price]),
    theme: 'grid',
    styles: { font: FONT, fontSize: 10, cellPadding: 6, textColor: INK, lineColor: [220, 224, 229] },
    headStyles: { font: FONT, fontStyle: 'bold', fillColor: PRIMARY, textColor: [255, 255, 255] },
    alternateRowStyles: { fillColor: [247, 249, 252] },
    columnStyles: { 1: { halign: 'right' }, 2: { halign: 'right' } },
    didDrawPage: (data) => {
      y = data.cursor?.y ?? y;
    },
  });
  y += 24;

  const pictures = gallery.filter((p): p is Picture => p !== null);
  if (pictures.length > 0) {
    const gap = 10;
    const w = (CONTENT_W - gap * (pictures.length - 1)) / pictures.length;
    const h = Math.min(90, w * 0.7);
    room(h + 40);
    heading('Gallery');
    pictures.forEach((picture, i) => {
      drawCover(doc, picture, MARGIN + i * (w + gap), y - 6, w, h);
    });
    y += h + 20;
  }

  if (sheet.link) {
    room(40);
    font(10, 'normal', MUTED);
    doc.text('Project link', MARGIN, y);
    font(10, 'normal', PRIMARY);
    doc.textWithLink(sheet.link, MARGIN + 64, y, { url: sheet.link });
    y += 22;
  }

  font(7.5, 'normal', MUTED);
  const disclaimer = doc.splitTextToSize(`Disclaimer: ${sheet.disclaimer}`, CONTENT_W);
  room(10 * disclaimer.length);
  doc.text(disclaimer, MARGIN, y, { lineHeightFactor: 1.35 });

  return doc.output('blob');
}
