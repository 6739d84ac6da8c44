import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { contentDisposition, servedType } from './fileTypes.ts';

const KEY = /^[0-9a-f]{32}(\.[a-z0-9]{1,8})?$/;

/** A file name safe to keep and to send back: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = basename(name.replace(/\\/g, '/'))
    .replace(/\p{Cc}/gu, '')
    .trim();
  return base.slice(-200) || 'file';
}

/**
 * Uploaded and generated files under DATA_DIR/uploads, served at /files/{key}.
 * Keys are random (128 bits) with the extension of the type found in the content, so a link works
 * like a pre-signed URL and never names a partner; the original file name is kept beside the file
 * (`{key}.name`) for the download's Content-Disposition.
 */
export class Uploads {
  readonly dir: string;
  constructor(dataDir: string) {
    this.dir = join(dataDir, 'uploads');
    mkdirSync(this.dir, { recursive: true });
  }

  /** A fresh key with the given extension ('png', or '' for none). */
  newKey(ext: string): string {
    const clean = ext
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 8);
    return `${randomBytes(16).toString('hex')}${clean ? `.${clean}` : ''}`;
  }

  /** Writes a file under a key, with its original name beside it. */
  async write(key: string, content: Buffer, originalName: string): Promise<void> {
    await writeFile(this.path(key), content);
    await writeFile(this.namePath(key), cleanFileName(originalName));
  }

  /** Writes a generated file (demo data) under a fresh key; returns the key. */
  store(filename: string, content: Buffer | string): string {
    const key = this.newKey(extname(filename).slice(1));
    writeFileSync(this.path(key), content);
    writeFileSync(this.namePath(key), cleanFileName(filename));
    return key;
  }

  path(key: string): string {
    return join(this.dir, key);
  }

  private namePath(key: string): string {
    return join(this.dir, `${key}.name`);
  }

  url(key: string): string {
    return `/files/${key}`;
  }

  /** Removes a stored file and its name; anything that is not a key of this folder is left alone. */
  remove(key: string): void {
    if (!Uploads.isKey(key)) return;
    rmSync(this.path(key), { force: true });
    rmSync(this.namePath(key), { force: true });
  }

  /** Whether a path below /files/ names a stored file (and nothing else of the folder). */
  static isKey(key: string): boolean {
    return KEY.test(key);
  }

  /**
   * The headers /files/{key} answers with: a content type from the stored extension that a browser
   * cannot run as a page, nosniff, a sandbox so nothing in a file can script the portal's origin,
   * and a download (with the original name where known) for anything that is not an image.
   */
  servingHeaders(key: string): Record<string, string> {
    const ext = extname(key).slice(1);
    const served = servedType(ext);
    let name = key;
    try {
      name = cleanFileName(readFileSync(this.namePath(key), 'utf8'));
    } catch {
      // files of earlier releases have no name beside them
    }
    if (ext && extname(name).slice(1).toLowerCase() !== ext) name = `${name}.${ext}`;
    return {
      'content-type': served.type,
      'x-content-type-options': 'nosniff',
      'content-security-policy':
        "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
      'content-disposition': contentDisposition(served.inline ? 'inline' : 'attachment', name),
    };
  }
}
