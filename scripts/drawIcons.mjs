// Draws the web app manifest's icons (public/icons/*.png): a white house on the portal's blue, at 192
// and 512 px, and a maskable 512 px one whose drawing keeps inside the central 80% safe zone. Plain
// PNG written with node:zlib, no image library. Run once when the drawing changes: node scripts/drawIcons.mjs
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

const BLUE = [0x2d, 0x72, 0xd2];
const WHITE = [0xff, 0xff, 0xff];

/** Whether (x, y), in units of the drawing's box (0..1), is on the house: a roof and a body with a door. */
function onHouse(x, y) {
  const roof = y >= 0.1 && y <= 0.45 && Math.abs(x - 0.5) <= (y - 0.1) * (0.5 / 0.35);
  const body = x >= 0.18 && x <= 0.82 && y > 0.45 && y <= 0.9;
  const door = x >= 0.42 && x <= 0.58 && y >= 0.64 && y <= 0.9;
  return (roof || body) && !door;
}

/** RGBA pixels: `corner` rounds the background (0 for a full square), `inset` is the house's margin. */
function draw(size, { corner, inset }) {
  const px = Buffer.alloc(size * size * 4);
  const r = corner * size;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const cx = Math.max(r - x - 0.5, x + 0.5 - (size - r), 0);
      const cy = Math.max(r - y - 0.5, y + 0.5 - (size - r), 0);
      const inside = r === 0 || cx * cx + cy * cy <= r * r;
      if (!inside) continue;
      const box = size * (1 - 2 * inset);
      const hx = (x + 0.5 - size * inset) / box;
      const hy = (y + 0.5 - size * inset) / box;
      const [red, green, blue] = onHouse(hx, hy) ? WHITE : BLUE;
      px[i] = red;
      px[i + 1] = green;
      px[i + 2] = blue;
      px[i + 3] = 255;
    }
  }
  return px;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

function png(size, pixels) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dir = join(import.meta.dirname, '..', 'public', 'icons');
writeFileSync(join(dir, 'icon-192.png'), png(192, draw(192, { corner: 0.18, inset: 0.2 })));
writeFileSync(join(dir, 'icon-512.png'), png(512, draw(512, { corner: 0.18, inset: 0.2 })));
writeFileSync(join(dir, 'icon-maskable-512.png'), png(512, draw(512, { corner: 0, inset: 0.28 })));
