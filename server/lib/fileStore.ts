import { randomBytes } from 'node:crypto';
import { basename, extname } from 'node:path';
import type { Db } from '../db/db.ts';
import { contentDisposition, isInline, servedType } from './fileTypes.ts';

type Query = Pick<Db, 'query'>;

/** What is known of a stored file besides its bytes. */
export type FileInfo = {
  key: string;
  /** The partner whose file it is (it goes with the account); null for the catalogue's files. */
  ownerId: number | null;
  /** What /files/{key} answers with (fileTypes.ts, by the key's extension). */
  contentType: string;
  /** The original file name, for the download's Content-Disposition. */
  name: string;
  size: number;
};

export type NewFile = { key: string; ownerId: number | null; name: string; bytes: Buffer };

/** The first and the last byte of a part of a file, both included (as a Range header counts). */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded and generated files live, served at /files/{key}. Writes take the caller's
 * transaction: a file is stored exactly when the row that names it is, so a failed or interrupted call
 * leaves no file behind. docs/decisions/0005-files-in-the-database.md says how an object store would
 * take the database's place behind these four calls.
 */
export interface FileStore {
  put(tx: Query, file: NewFile): Promise<void>;
  stat(key: string): Promise<FileInfo | undefined>;
  /** The file's bytes, or those of one range within it; undefined when there is no such file. */
  get(key: string, range?: ByteRange): Promise<Buffer | undefined>;
  delete(tx: Query, keys: string[]): Promise<void>;
}

const KEY = /^[0-9a-f]{32}(\.[a-z0-9]{1,8})?$/;

/**
 * A fresh key with the given extension ('png', or '' for none). Keys are random (128 bits), so a link
 * works like a pre-signed URL and never names a partner; the extension gives the served content type.
 */
export function newFileKey(ext: string): string {
  const clean = ext
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 8);
  return `${randomBytes(16).toString('hex')}${clean ? `.${clean}` : ''}`;
}

/** Whether a path below /files/ can name a stored file. */
export const isFileKey = (key: string): boolean => KEY.test(key);

export const fileUrl = (key: string): string => `/files/${key}`;

/** A file name safe to keep and to send back: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = basename(name.replace(/\\/g, '/'))
    .replace(/\p{Cc}/gu, '')
    .trim();
  return base.slice(-200) || 'file';
}

/**
 * The headers /files/{key} answers with: a content type that a browser cannot run as a page, nosniff,
 * a sandbox so nothing in a file can script the portal's origin, and a download (under the original
 * name) for anything that is not an image.
 */
export function servingHeaders(file: FileInfo): Record<string, string> {
  const ext = extname(file.key).slice(1);
  const name = ext && extname(file.name).slice(1).toLowerCase() !== ext ? `${file.name}.${ext}` : file.name;
  return {
    'content-type': file.contentType,
    'x-content-type-options': 'nosniff',
    'content-security-policy':
      "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    'content-disposition': contentDisposition(isInline(file.contentType) ? 'inline' : 'attachment', name),
  };
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Files in the database's files table (migration 014), on PGlite and PostgreSQL alike. */
class DatabaseFiles implements FileStore {
  constructor(private readonly db: Query) {}

  async put(tx: Query, file: NewFile): Promise<void> {
    await tx.query(
      'INSERT INTO files (key, owner_id, content_type, name, size, bytes) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        file.key,
        file.ownerId,
        servedType(extname(file.key).slice(1)),
        cleanFileName(file.name),
        file.bytes.length,
        file.bytes,
      ],
    );
  }

  async stat(key: string): Promise<FileInfo | undefined> {
    if (!isFileKey(key)) return undefined;
    const rows = await this.db.query<FileInfo>(
      `SELECT key, owner_id AS "ownerId", content_type AS "contentType", name, size FROM files WHERE key = $1`,
      [key],
    );
    return rows[0];
  }

  async get(key: string, range?: ByteRange): Promise<Buffer | undefined> {
    // substring counts from 1; the column is stored uncompressed, so only the range's chunks are read.
    const rows = range
      ? await this.db.query<{ bytes: Uint8Array }>(
          'SELECT substring(bytes FROM $2 FOR $3) AS bytes FROM files WHERE key = $1',
          [key, range.start + 1, range.end - range.start + 1],
        )
      : await this.db.query<{ bytes: Uint8Array }>('SELECT bytes FROM files WHERE key = $1', [key]);
    const bytes = rows[0]?.bytes;
    return bytes && asBuffer(bytes);
  }

  async delete(tx: Query, keys: string[]): Promise<void> {
    if (keys.length) await tx.query('DELETE FROM files WHERE key = ANY($1::text[])', [keys]);
  }
}

/** The file store of the server: the database it runs on (the one place another store would be chosen). */
export const fileStoreOf = (db: Query): FileStore => new DatabaseFiles(db);
