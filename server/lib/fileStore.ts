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

/** A file's bytes and what it is stored as, before any row names it. */
export type NewFile = { key: string; name: string; bytes: Buffer };

/** A written file as the row that names it makes it the partner's (or the catalogue's, ownerId null). */
export type FileOwner = { key: string; ownerId: number | null };

/** The first and the last byte of a part of a file, both included (as a Range header counts). */
export type ByteRange = { start: number; end: number };

/** Files are kept in chunks of this many bytes, each written and read by its own statement. */
export const CHUNK_BYTES = 128 * 1024;

/**
 * Where uploaded and generated files live, served at /files/{key}. A file is written first (chunk by
 * chunk, never holding the database for long) and served only once `put` names it, in the caller's
 * transaction: a file is stored exactly when the row that names it is, so a failed or interrupted call
 * leaves nothing served, and what it wrote is discarded (`discard`, or at the next start).
 * docs/decisions/0005-files-in-the-database.md says how an object store would take the database's
 * place behind these calls.
 */
export interface FileStore {
  write(file: NewFile): Promise<void>;
  put(tx: Query, file: FileOwner): Promise<void>;
  stat(key: string): Promise<FileInfo | undefined>;
  /** The file's bytes, or those of one range within it, chunk by chunk. */
  read(file: FileInfo, range?: ByteRange): AsyncGenerator<Buffer>;
  delete(tx: Query, keys: string[]): Promise<void>;
  /** Removes what was written for these keys and never named. */
  discard(keys: string[]): Promise<void>;
  /** Removes what was written more than an hour ago and never named (an upload that stopped). */
  removeLeftovers(): Promise<number>;
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

/** Writes a file and names it at once, in one transaction or statement after another (seeds, moves). */
export async function saveFile(store: FileStore, tx: Query, file: NewFile & FileOwner): Promise<void> {
  await store.write(file);
  await store.put(tx, file);
}

/** Files in the database: a files row (migration 014) and its chunks (migration 019), on PGlite and PostgreSQL alike. */
class DatabaseFiles implements FileStore {
  constructor(private readonly db: Query) {}

  async write(file: NewFile): Promise<void> {
    const { key, bytes } = file;
    await this.db.query(
      'INSERT INTO files (key, content_type, name, size, pending) VALUES ($1, $2, $3, $4, true)',
      [key, servedType(extname(key).slice(1)), cleanFileName(file.name), bytes.length],
    );
    for (let seq = 0; seq * CHUNK_BYTES < bytes.length; seq++) {
      // Sent as base64, which both engines decode natively (PGlite encodes a bytea parameter byte by byte
      // in JavaScript, about ten times slower, holding its one connection all the while).
      await this.db.query("INSERT INTO file_chunks (key, seq, bytes) VALUES ($1, $2, decode($3, 'base64'))", [
        key,
        seq,
        bytes.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES).toString('base64'),
      ]);
    }
  }

  async put(tx: Query, file: FileOwner): Promise<void> {
    // Served from now on, and only if every chunk is there.
    const named = await tx.query(
      `UPDATE files SET pending = false, owner_id = $2
        WHERE key = $1 AND pending
          AND (SELECT count(*) FROM file_chunks c WHERE c.key = $1) = (size + $3 - 1) / $3
       RETURNING key`,
      [file.key, file.ownerId, CHUNK_BYTES],
    );
    if (named.length === 0) throw new Error(`File ${file.key} is not written`);
  }

  async stat(key: string): Promise<FileInfo | undefined> {
    if (!isFileKey(key)) return undefined;
    const rows = await this.db.query<FileInfo>(
      `SELECT key, owner_id AS "ownerId", content_type AS "contentType", name, size FROM files
        WHERE key = $1 AND NOT pending`,
      [key],
    );
    return rows[0];
  }

  async *read(file: FileInfo, range?: ByteRange): AsyncGenerator<Buffer> {
    const { start, end } = range ?? { start: 0, end: file.size - 1 };
    for (let seq = Math.floor(start / CHUNK_BYTES); seq * CHUNK_BYTES <= end; seq++) {
      const [chunk] = await this.db.query<{ bytes: string }>(
        "SELECT encode(bytes, 'base64') AS bytes FROM file_chunks WHERE key = $1 AND seq = $2",
        [file.key, seq],
      );
      if (!chunk) throw new Error(`File ${file.key} has no chunk ${seq}`);
      const at = seq * CHUNK_BYTES;
      yield Buffer.from(chunk.bytes, 'base64').subarray(Math.max(0, start - at), end - at + 1);
    }
  }

  async delete(tx: Query, keys: string[]): Promise<void> {
    if (keys.length) await tx.query('DELETE FROM files WHERE key = ANY($1::text[])', [keys]);
  }

  async discard(keys: string[]): Promise<void> {
    if (keys.length) await this.db.query('DELETE FROM files WHERE key = ANY($1::text[]) AND pending', [keys]);
  }

  async removeLeftovers(): Promise<number> {
    const rows = await this.db.query(
      `DELETE FROM files WHERE pending AND created_at < now() - interval '1 hour' RETURNING key`,
    );
    return rows.length;
  }
}

/** The file store of the server: the database it runs on (the one place another store would be chosen). */
export const fileStoreOf = (db: Query): FileStore => new DatabaseFiles(db);
