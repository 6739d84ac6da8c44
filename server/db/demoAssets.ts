import { deflateSync } from 'node:zlib';
import { fileUrl } from '../lib/fileStore.ts';

// Real files for the demo data, generated in code: PNG images, PDF brochures, WAV call recordings
// and CSV bulk lead files. Everything here is deterministic; only the storage keys are random.

type Rgb = [number, number, number];

// ------------------------------------------------------------------ PNG

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A truecolour PNG; `paint` gives the colour of each pixel. */
export function encodePng(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      const o = y * stride + 1 + x * 3;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 6 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

/** A small deterministic generator for the shapes of a picture. */
function shapes(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

type Building = { x0: number; x1: number; top: number };

function skyline(seed: number, width: number, ground: number, minH: number, maxH: number): Building[] {
  const rnd = shapes(seed);
  const out: Building[] = [];
  let x = Math.floor(rnd() * 30);
  while (x < width) {
    const w = 50 + Math.floor(rnd() * 70);
    out.push({ x0: x, x1: Math.min(width, x + w), top: ground - (minH + Math.floor(rnd() * (maxH - minH))) });
    x += w + 8 + Math.floor(rnd() * 30);
  }
  return out;
}

/** A city skyline under a gradient sky in the hue of the project (banners, highlights, gallery). */
export function skylinePng(
  hue: number,
  seed: number,
  opts: { night?: boolean; width?: number; height?: number } = {},
) {
  const width = opts.width ?? 800;
  const height = opts.height ?? 400;
  const ground = Math.round(height * 0.86);
  const skyTop = opts.night ? hsl(230, 0.5, 0.12) : hsl(hue, 0.7, 0.82);
  const skyBottom = opts.night ? hsl(hue, 0.45, 0.3) : hsl((hue + 30) % 360, 0.75, 0.93);
  const wall = opts.night ? hsl(hue, 0.25, 0.18) : hsl(hue, 0.45, 0.36);
  const wallBack = opts.night ? hsl(hue, 0.2, 0.24) : hsl(hue, 0.3, 0.55);
  const windowLit: Rgb = opts.night ? [255, 214, 120] : hsl(hue, 0.3, 0.8);
  const groundColour = hsl((hue + 120) % 360, 0.35, opts.night ? 0.15 : 0.42);
  const sun = { x: Math.round(width * 0.78), y: Math.round(height * 0.22), r: Math.round(height * 0.09) };
  const sunColour: Rgb = opts.night ? [240, 240, 220] : [255, 236, 170];
  const back = skyline(seed * 7 + 3, width, ground, Math.round(height * 0.2), Math.round(height * 0.45));
  const front = skyline(seed * 13 + 5, width, ground, Math.round(height * 0.3), Math.round(height * 0.7));
  const at = (list: Building[], x: number) => list.find((b) => x >= b.x0 && x < b.x1);
  return encodePng(width, height, (x, y) => {
    if (y >= ground) return groundColour;
    const f = at(front, x);
    if (f && y >= f.top) {
      const wx = (x - f.x0) % 16;
      const wy = (y - f.top) % 20;
      const lit = wx >= 5 && wx < 11 && wy >= 6 && wy < 14 && x - f.x0 > 4 && f.x1 - x > 4;
      return lit ? windowLit : wall;
    }
    const b = at(back, x);
    if (b && y >= b.top) return wallBack;
    const dx = x - sun.x;
    const dy = y - sun.y;
    if (dx * dx + dy * dy <= sun.r * sun.r) return sunColour;
    return mix(skyTop, skyBottom, y / ground);
  });
}

/** Garden and pool scenes for the gallery and highlight images. */
export function amenityPng(kind: 'garden' | 'pool', hue: number, seed: number) {
  const width = 800;
  const height = 400;
  const rnd = shapes(seed);
  const trees = Array.from({ length: 9 }, (_, i) => ({
    x: 40 + i * 90 + Math.floor(rnd() * 30),
    y: 180 + Math.floor(rnd() * 60),
    r: 30 + Math.floor(rnd() * 25),
  }));
  const sky = hsl((hue + 190) % 360, 0.6, 0.85);
  const lawn = hsl(110, 0.45, 0.45);
  const leaf = hsl(125, 0.5, 0.28);
  const water = hsl(195, 0.75, 0.5);
  const waterLight = hsl(190, 0.8, 0.7);
  const deck = hsl(30, 0.35, 0.7);
  return encodePng(width, height, (x, y) => {
    if (kind === 'pool' && y > 250) {
      if (y < 270 || x < 60 || x > 740) return deck;
      const wave = Math.sin(x / 18 + Math.sin(y / 9) * 2) > 0.85;
      return wave ? waterLight : water;
    }
    for (const t of trees) {
      const dx = x - t.x;
      const dy = y - t.y;
      if (dx * dx + dy * dy <= t.r * t.r) return leaf;
      if (Math.abs(dx) < 5 && y > t.y && y < t.y + t.r + 30) return [96, 64, 40];
    }
    if (y > 230) return lawn;
    return mix(sky, [255, 255, 255], y / 230);
  });
}

/** A head-and-shoulders silhouette (profile picture). */
export function avatarPng(hue: number) {
  const size = 200;
  const bg = hsl(hue, 0.5, 0.85);
  const fg = hsl(hue, 0.45, 0.4);
  return encodePng(size, size, (x, y) => {
    const hx = x - 100;
    const hy = y - 80;
    if (hx * hx + hy * hy <= 38 * 38) return fg;
    const sx = x - 100;
    const sy = y - 200;
    if (sy * sy * 1.6 + sx * sx <= 80 * 80 && y > 125) return fg;
    return bg;
  });
}

/** A business card: coloured band, logo block and text lines. */
export function visitingCardPng(hue: number) {
  const band = hsl(hue, 0.6, 0.4);
  const text: Rgb = [90, 90, 100];
  const lines = [
    { y: 120, x1: 380 },
    { y: 150, x1: 300 },
    { y: 220, x1: 340 },
    { y: 245, x1: 320 },
    { y: 270, x1: 360 },
  ];
  return encodePng(600, 340, (x, y) => {
    if (y < 40) return band;
    if (x >= 470 && x < 560 && y >= 80 && y < 170) return mix(band, [255, 255, 255], 0.25);
    for (const l of lines) if (y >= l.y && y < l.y + 10 && x >= 40 && x < l.x1) return text;
    return [250, 250, 247];
  });
}

// ------------------------------------------------------------------ PDF

const pdfText = (s: string) =>
  s
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)');

export type BrochureInfo = {
  name: string;
  builder: string;
  location: string;
  rera: string;
  landArea: string;
  startingPrice: string;
  highlights: string[];
  plans: string[];
  hue: number;
};

/** A one-page A4 brochure (Helvetica, no embedded fonts). */
export function brochurePdf(info: BrochureInfo): Buffer {
  const [r, g, b] = hsl(info.hue, 0.55, 0.4).map((v) => (v / 255).toFixed(3));
  const lines: string[] = [
    `${r} ${g} ${b} rg 0 712 595 130 re f`,
    'BT /F1 28 Tf 1 1 1 rg 48 780 Td',
    `(${pdfText(info.name)}) Tj`,
    '/F2 14 Tf 0 -28 Td',
    `(by ${pdfText(info.builder)}) Tj`,
    'ET',
    'BT /F2 12 Tf 0.15 0.15 0.2 rg 48 680 Td 16 TL',
    `(Location: ${pdfText(info.location)}) Tj T*`,
    `(RERA No.: ${pdfText(info.rera)}) Tj T*`,
    `(Land area: ${pdfText(info.landArea)}) Tj T*`,
    `(Starting price: ${pdfText(info.startingPrice)}) Tj T* T*`,
    '/F1 14 Tf (Highlights) Tj /F2 12 Tf T*',
    ...info.highlights.map((h) => `(-  ${pdfText(h)}) Tj T*`),
    'T* /F1 14 Tf (Floor plans) Tj /F2 12 Tf T*',
    ...info.plans.map((p) => `(${pdfText(p)}) Tj T*`),
    'ET',
    'BT /F2 8 Tf 0.4 0.4 0.4 rg 48 60 Td',
    '(Demo brochure. Prices and availability are indicative and subject to change by the developer.) Tj',
    'ET',
  ];
  const stream = lines.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// ------------------------------------------------------------------ WAV

const SAMPLE_RATE = 8000;

/** 16-bit PCM mono WAV at 8 kHz from samples in -1..1. */
export function encodeWav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (const [i, s] of samples.entries())
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A call: a ring-back tone, then voice-like tone bursts of two speakers, `seconds` long. */
export function callRecordingWav(seconds: number, seed: number): Buffer {
  const n = Math.round(seconds * SAMPLE_RATE);
  const out = new Float32Array(n);
  const rnd = shapes(seed);
  // Ring-back: 400 + 450 Hz, 0.4 s on, 0.2 s off, 0.4 s on.
  const ringEnd = Math.min(n, SAMPLE_RATE);
  for (let i = 0; i < ringEnd; i++) {
    const t = i / SAMPLE_RATE;
    const on = t < 0.4 || (t >= 0.6 && t < 1);
    out[i] = on ? 0.25 * (Math.sin(2 * Math.PI * 400 * t) + Math.sin(2 * Math.PI * 450 * t)) : 0;
  }
  let i = ringEnd + Math.round(0.15 * SAMPLE_RATE);
  let speaker = 0;
  while (i < n) {
    const syllables = 2 + Math.floor(rnd() * 5);
    const base = speaker === 0 ? 140 + rnd() * 40 : 210 + rnd() * 50;
    for (let s = 0; s < syllables && i < n; s++) {
      const len = Math.round((0.12 + rnd() * 0.18) * SAMPLE_RATE);
      const glide = (rnd() - 0.5) * 60;
      let phase = 0;
      for (let k = 0; k < len && i < n; k++, i++) {
        const p = k / len;
        const f = base + glide * p;
        phase += (2 * Math.PI * f) / SAMPLE_RATE;
        const env = Math.sin(Math.PI * p);
        out[i] = 0.35 * env * (Math.sin(phase) + 0.4 * Math.sin(2 * phase) + 0.2 * Math.sin(3 * phase));
      }
      i += Math.round(0.04 * SAMPLE_RATE);
    }
    i += Math.round((0.2 + rnd() * 0.3) * SAMPLE_RATE);
    speaker = 1 - speaker;
  }
  return encodeWav(out);
}

// ------------------------------------------------------------------ CSV

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export function csvText(rows: string[][]): string {
  return `${rows.map((r) => r.map(csvCell).join(',')).join('\n')}\n`;
}

// ------------------------------------------------------------------ writing

/** Stores one generated file under a fresh key (named like `filename`); answers the key. */
export type SaveFile = (filename: string, content: Buffer | string) => Promise<string>;

export type ProjectAssetInput = BrochureInfo;
export type ProjectAssets = { banner: string; highlight: string; gallery: string[]; brochure: string };

export type DemoAssets = {
  /** Per project (same order as the input): URLs of its images and brochure. */
  projects: ProjectAssets[];
  /** URLs of the call recordings (WAV). */
  recordings: string[];
  /** Storage keys of profile pictures and visiting cards, one per partner hue given. */
  profilePics: string[];
  visitingCards: string[];
};

const GALLERY_SCENES = 6;
const HIGHLIGHT_SCENES = 4;
const RECORDING_SECONDS = [2.5, 3.5, 4.5, 6];

/** `make` of each item in turn (the demo files are stored one after the other in the seed's transaction). */
async function inTurn<T, R>(items: readonly T[], make: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (const [i, item] of items.entries()) out.push(await make(item, i));
  return out;
}
const indices = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * Stores the demo files: a banner and a brochure per project, a small shared pool of gallery and
 * highlight images, a few call recordings, partner pictures and cards.
 */
export async function writeDemoAssets(
  save: SaveFile,
  projects: ProjectAssetInput[],
  partnerHues: number[],
): Promise<DemoAssets> {
  const saveUrl = async (filename: string, content: Buffer) => fileUrl(await save(filename, content));
  const gallery = await inTurn(indices(GALLERY_SCENES), (i) => {
    const hue = (i * 57 + 20) % 360;
    const png =
      i % 3 === 0
        ? amenityPng('pool', hue, i + 11)
        : i % 3 === 1
          ? amenityPng('garden', hue, i + 17)
          : skylinePng(hue, i + 23, { night: true });
    return saveUrl(`gallery-${i + 1}.png`, png);
  });
  const highlights = await inTurn(indices(HIGHLIGHT_SCENES), (i) => {
    const hue = (i * 83 + 140) % 360;
    const png = i % 2 === 0 ? amenityPng('garden', hue, i + 31) : skylinePng(hue, i + 37, { night: i === 3 });
    return saveUrl(`highlight-${i + 1}.png`, png);
  });
  const projectAssets = await inTurn(projects, async (p, i) => {
    const slug = p.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const banner = await saveUrl(`${slug}-banner.png`, skylinePng(p.hue, i + 101));
    const brochure = await saveUrl(`${slug}-brochure.pdf`, brochurePdf(p));
    const count = 2 + (i % 2);
    return {
      banner,
      brochure,
      highlight: highlights[i % highlights.length] ?? banner,
      gallery: Array.from({ length: count }, (_, k) => gallery[(i + k * 2) % gallery.length] ?? banner),
    };
  });
  const recordings = await inTurn(RECORDING_SECONDS, (s, i) =>
    saveUrl(`call-${i + 1}.wav`, callRecordingWav(s, i + 41)),
  );
  return {
    projects: projectAssets,
    recordings,
    profilePics: await inTurn(partnerHues, (h, i) => save(`profile-${i + 1}.png`, avatarPng(h))),
    visitingCards: await inTurn(partnerHues, (h, i) => save(`card-${i + 1}.png`, visitingCardPng(h))),
  };
}
