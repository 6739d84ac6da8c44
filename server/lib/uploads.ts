import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Uploaded and generated files under DATA_DIR/uploads, served at /files/{key}.
 * Keys are random (128 bits), so a link works like a pre-signed URL and never names a partner.
 */
export class Uploads {
  readonly dir: string;
  constructor(dataDir: string) {
    this.dir = join(dataDir, 'uploads');
    mkdirSync(this.dir, { recursive: true });
  }

  newKey(filename: string): string {
    const ext = extname(filename)
      .toLowerCase()
      .replace(/[^.a-z0-9]/g, '');
    return `${randomBytes(16).toString('hex')}${ext}`;
  }

  async save(stream: Readable, filename: string): Promise<string> {
    const key = this.newKey(filename);
    await pipeline(stream, createWriteStream(this.path(key)));
    return key;
  }

  path(key: string): string {
    return join(this.dir, key);
  }

  url(key: string): string {
    return `/files/${key}`;
  }

  remove(key: string): void {
    rmSync(this.path(key), { force: true });
  }
}
