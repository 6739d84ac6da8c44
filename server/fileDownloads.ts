// GET /files/{key}: a stored file (lib/fileStore.ts), as a download or an image, never as a page of
// this origin, read chunk by chunk; one byte range of it on request (a call recording's player seeks), 206 with
// Content-Range, or 416 when the range lies past the end.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from './lib/errors.ts';
import { type ByteRange, type FileStore, servingHeaders } from './lib/fileStore.ts';

/**
 * The range a `Range` header asks of a file of `size` bytes: 'unsatisfiable' when it starts past the
 * end, undefined when there is none or it is not one range of bytes (then the whole file is sent,
 * as RFC 9110 allows).
 */
export function rangeOf(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  const [from, to] = [m?.[1] ?? '', m?.[2] ?? ''];
  if (!m || (from === '' && to === '')) return undefined;
  if (from === '') {
    // The last `to` bytes.
    const last = Number(to);
    return last === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - last), end: size - 1 };
  }
  const start = Number(from);
  if (to !== '' && Number(to) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: to === '' ? size - 1 : Math.min(Number(to), size - 1) };
}

export const fileDownloads = (files: FileStore) => async (app: FastifyInstance) => {
  app.get<{ Params: { key: string } }>('/files/:key', async (req, reply) => {
    const file = await files.stat(req.params.key);
    if (!file) throw notFound('File');
    const range = rangeOf(req.headers.range, file.size);
    if (range === 'unsatisfiable') {
      throw new HttpError(416, 'The requested range is past the end of the file', {
        'content-range': `bytes */${file.size}`,
      });
    }
    reply.headers({
      ...servingHeaders(file),
      'accept-ranges': 'bytes',
      'content-length': range ? range.end - range.start + 1 : file.size,
    });
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
    // Sent chunk by chunk as they are read, so a large file never holds the database for long.
    return reply.send(Readable.from(files.read(file, range)));
  });
};
