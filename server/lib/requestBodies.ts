import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UploadedFile } from './context.ts';
import { NOT_TEXT, type OpenApiOperation } from './contract.ts';
import { HttpError } from './errors.ts';
import { cleanFileName, type FileStore, newFileKey } from './fileStore.ts';
import { detectMediaType, UPLOAD_TYPES } from './fileTypes.ts';

const MB = 1024 * 1024;
/** The size limit of a file field: that of the largest type it takes. */
const largestOf = (types: string[]) => Math.max(0, ...types.map((t) => UPLOAD_TYPES[t]?.maxBytes ?? 0));

/** What an operation's contract says of its request body. */
export type BodyRule = {
  required: boolean;
  /** The content types it declares ('application/json', 'multipart/form-data'). */
  mediaTypes: string[];
  /** Multipart file fields and the media types each takes (`encoding.<field>.contentType`). */
  files: Record<string, string[]>;
  /** The largest multipart body: each file field at its largest type's size, and 1 MB of text fields and framing. */
  maxBytes: number;
};

type MediaContent = {
  schema?: { properties?: Record<string, { format?: string }> };
  encoding?: Record<string, { contentType?: string }>;
};

/** The rule of an operation that declares no request body: it takes none. */
const NO_BODY: BodyRule = { required: false, mediaTypes: [], files: {}, maxBytes: 0 };

/** The body rule of an operation (no content types when it takes no body). */
export function bodyRuleOf(op: OpenApiOperation): BodyRule {
  const body = op.requestBody as { required?: boolean; content?: Record<string, MediaContent> } | undefined;
  if (!body?.content) return NO_BODY;
  const files: Record<string, string[]> = {};
  const form = body.content['multipart/form-data'];
  for (const [name, property] of Object.entries(form?.schema?.properties ?? {})) {
    if (property.format !== 'binary') continue;
    const declared = form?.encoding?.[name]?.contentType;
    if (!declared) throw new Error(`${op.operationId}: file field ${name} names no encoding contentType`);
    const types = declared.split(',').map((t) => t.trim().toLowerCase());
    const unknown = types.filter((t) => !UPLOAD_TYPES[t]);
    if (unknown.length) throw new Error(`${op.operationId}: no content check for ${unknown.join(', ')}`);
    files[name] = types;
  }
  const maxBytes = Object.values(files).reduce((n, types) => n + largestOf(types), MB);
  return { required: body.required === true, mediaTypes: Object.keys(body.content), files, maxBytes };
}
const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;
const MULTIPART_LIMITS = { fields: 30, parts: 40, fieldSize: MB, fieldNameSize: 100 };
const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/** No contract body nests deeper than a few levels; deeper JSON is refused before validation walks it. */
const MAX_JSON_DEPTH = 32;

/**
 * What is wrong with a parsed body, walked without recursion so any depth is measured safely: nesting
 * past MAX_JSON_DEPTH, or a key or a string holding a NUL or a lone surrogate (not text).
 */
function bodyProblem(value: unknown): string | undefined {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (typeof node === 'string' && NOT_TEXT.test(node)) return NOT_TEXT_MESSAGE;
    if (node === null || typeof node !== 'object') continue;
    if (depth > MAX_JSON_DEPTH) {
      return `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;
    }
    for (const [key, child] of Object.entries(node)) {
      if (NOT_TEXT.test(key)) return NOT_TEXT_MESSAGE;
      stack.push([child, depth + 1]);
    }
  }
  return undefined;
}
const NOT_TEXT_MESSAGE = 'The body holds a character that is not text (a NUL byte or a lone surrogate)';

/** A charset other than UTF-8 named in the Content-Type (every body of the contract is UTF-8). */
function otherCharset(req: FastifyRequest): string | undefined {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i
    .exec(req.headers['content-type'] ?? '')?.[1]
    ?.toLowerCase();
  return charset && charset !== 'utf-8' && charset !== 'utf8' ? charset : undefined;
}

function mediaTypeOf(req: FastifyRequest): string {
  return (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function hasBody(req: FastifyRequest): boolean {
  const length = Number(req.headers['content-length'] ?? 0);
  return length > 0 || req.headers['transfer-encoding'] !== undefined;
}

/** 'CSV or XLSX', 'JPEG, PNG or WebP'. */
function acceptedLabel(types: string[]): string {
  const labels = types.map((t) => UPLOAD_TYPES[t]?.label ?? t);
  const last = labels.pop();
  return labels.length > 0 ? `${labels.join(', ')} or ${last}` : (last ?? '');
}

/** 413 for a multipart body over its operation's size. */
const bodyTooLarge = (rule: BodyRule) =>
  new HttpError(413, `The request body is too large: at most ${megabytes(rule.maxBytes)} for this call`);
const fileTooLarge = (name: string, limit: number) =>
  new HttpError(413, `${name} is too large: at most ${megabytes(limit)}`);

/**
 * Request bodies as the contract declares them, for every operation:
 * - onRequest (after authentication), before anything is read: a body in a content type the
 *   operation does not declare (any body, for an operation that declares none) answers 415, a
 *   missing required body 400, a multipart body whose Content-Length is over the operation's size
 *   413; then `beforeUpload` may refuse a multipart call (the partner's limits);
 * - preValidation: a multipart body is read within its limits as it arrives, cut off at the first
 *   byte over a file's size or the body's (413), whatever Content-Length said; each file must be a
 *   field the operation declares, of a type it takes by its content (415); the text fields and the
 *   keys the files will get become the body that the contract then validates like any JSON body.
 *   each file is written to the store (chunk by chunk), and the handler names it (req.uploadedFiles)
 *   in the transaction that refers to it;
 * - onSend: what a request wrote and did not name (it failed) is discarded, so it serves nothing.
 */
export function registerRequestBodies(
  app: FastifyInstance,
  ruleOf: (req: FastifyRequest) => BodyRule | undefined,
  store: Pick<FileStore, 'write' | 'discard'>,
  beforeUpload: (req: FastifyRequest, reply: FastifyReply) => Promise<void> = async () => {},
): void {
  app.addHook('onRequest', async (req, reply) => {
    const rule = ruleOf(req);
    if (!rule) return;
    if (rule.mediaTypes.length === 0) {
      // An operation whose contract declares no body takes none, in any content type.
      if (hasBody(req)) throw new HttpError(415, 'This call takes no request body');
      return;
    }
    const accepted = rule.mediaTypes.join(' or ');
    if (!hasBody(req)) {
      if (rule.required) throw new HttpError(400, `A request body is required (${accepted})`);
      return;
    }
    const media = mediaTypeOf(req);
    if (!rule.mediaTypes.includes(media)) {
      throw new HttpError(
        415,
        media
          ? `Content type ${media} is not accepted here: send ${accepted}`
          : `Send the body as ${accepted}`,
      );
    }
    const charset = otherCharset(req);
    if (charset) throw new HttpError(415, `The body must be UTF-8, not ${charset}`);
    if (media !== 'multipart/form-data') return;
    if (Number(req.headers['content-length'] ?? 0) > rule.maxBytes) throw bodyTooLarge(rule);
    await beforeUpload(req, reply);
  });

  app.addHook('preValidation', async (req) => {
    const rule = ruleOf(req);
    if (!rule || mediaTypeOf(req) !== 'multipart/form-data') return;
    const fileFields = Object.keys(rule.files);
    const maxBytes = Math.max(1, ...fileFields.map((f) => largestOf(rule.files[f] ?? [])));
    const fields: Record<string, unknown> = {};
    const files: Record<string, UploadedFile> = {};
    // The bytes of fields and files kept so far: never more than the body's size.
    let kept = 0;
    let storeFailure: unknown;
    const keep = (bytes: number) => {
      kept += bytes;
      if (kept > rule.maxBytes) throw bodyTooLarge(rule);
    };
    try {
      const parts = req.parts({
        // One file more than declared, so a stray file field is named in a 400 rather than cut off;
        // one byte more than the largest file, so that the loop below sees a file pass its size.
        limits: { ...MULTIPART_LIMITS, files: fileFields.length + 1, fileSize: maxBytes + 1 },
      });
      for await (const part of parts) {
        const name = part.fieldname;
        if (Object.hasOwn(fields, name)) throw new HttpError(400, `${name} is sent more than once`);
        if (part.type === 'field') {
          if (part.valueTruncated) throw new HttpError(413, `${name} is too long: at most ${megabytes(MB)}`);
          keep(Buffer.byteLength(String(part.value)));
          fields[name] = part.value;
          continue;
        }
        const accepted = rule.files[name];
        if (!accepted) throw new HttpError(400, `${name} is not a file field of this operation`);
        // Read as it arrives, and stopped at the first chunk over the field's size (breaking out of
        // the loop destroys the part, so the rest of the body is never read).
        const limit = largestOf(accepted);
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > limit) throw fileTooLarge(name, limit);
          keep(chunk.length);
          chunks.push(chunk);
        }
        const content = Buffer.concat(chunks, size);
        // A file input left empty sends an empty part without a name: no file.
        if (content.length === 0 && !part.filename) continue;
        const found = await detectMediaType(content);
        if (!found || !accepted.includes(found)) {
          throw new HttpError(
            415,
            `${name} must be a ${acceptedLabel(accepted)} file${found ? `, not ${found}` : ''} (checked by its content)`,
          );
        }
        const file = {
          key: newFileKey(UPLOAD_TYPES[found]?.ext ?? ''),
          name: cleanFileName(part.filename || name),
        };
        files[name] = file;
        // The store's own failure (the database) is not the body's: it is answered as such.
        await store.write({ ...file, bytes: content }).catch((error: unknown) => {
          storeFailure = error;
          throw error;
        });
        fields[name] = file.key;
      }
    } catch (err) {
      req.uploadedFiles = files;
      if (err instanceof HttpError || err === storeFailure) throw err;
      const code = (err as { code?: string }).code ?? '';
      if (LIMIT_CODES.has(code)) throw new HttpError(413, 'The form has too many fields or files');
      throw new HttpError(400, 'The multipart body is malformed');
    }
    req.body = fields;
    req.uploadedFiles = files;
  });
  // Then every body, JSON or the fields of a form, before the contract's schema walks it.
  app.addHook('preValidation', async (req) => {
    const problem = ruleOf(req) ? bodyProblem(req.body) : undefined;
    if (problem) throw new HttpError(400, problem);
  });

  app.addHook('onSend', async (req) => {
    const written = Object.values(req.uploadedFiles ?? {}).map((file) => file.key);
    if (written.length) await store.discard(written);
  });
}
