import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { Db } from './db/db.ts';
import { allHandlers } from './handlers/allHandlers.ts';
import { loadTokenSecret, TokenSigner } from './lib/auth.ts';
import type { AuthUser, Ctx, Handler, StoredFile } from './lib/context.ts';
import { contracts, loadContract, makeAjv, operationsOf } from './lib/contract.ts';
import { HttpError } from './lib/errors.ts';
import { Mailer } from './lib/mailer.ts';
import { Uploads } from './lib/uploads.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export type AppOptions = {
  db: Db;
  dataDir: string;
  /** The built web app to serve at /; none in API-only tests. */
  webDir?: string | undefined;
  tokenSecret?: string | undefined;
  smtpUrl?: string | undefined;
  now?: () => Date;
  logger?: boolean;
};

export const AUTH_MISSING = 'Authorization Header not found';

export async function buildApp(opts: AppOptions) {
  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    bodyLimit: 20 * 1024 * 1024,
    ajv: { customOptions: {} },
  });
  const now = opts.now ?? (() => new Date());
  const ctx: Ctx = {
    db: opts.db,
    signer: new TokenSigner(await loadTokenSecret(opts.db, opts.tokenSecret), () => now().getTime()),
    uploads: new Uploads(opts.dataDir),
    mailer: new Mailer(opts.db, opts.smtpUrl),
    now,
  };

  // One ajv for bodies (no coercion: JSON types are what they say) and one for text parts of the URL.
  const bodyAjv = makeAjv({ coerce: false });
  const textAjv = makeAjv({ coerce: true });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? bodyAjv.compile(schema) : textAjv.compile(schema),
  );
  // Responses are sent as they are; the contract tests check them against the contract.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorateRequest('uploadedFiles', null as unknown as Record<string, StoredFile>);

  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 15 * 1024 * 1024, files: 4 },
    async onFile(part) {
      const req = this as unknown as FastifyRequest;
      const key = await ctx.uploads.save(part.file, part.filename);
      req.uploadedFiles ??= {};
      req.uploadedFiles[part.fieldname] = {
        key,
        filename: part.filename,
        mimetype: part.mimetype,
        size: part.file.bytesRead,
      };
      (part as unknown as { value: string }).value = key;
    },
  });
  // A request that fails leaves no uploaded file behind.
  app.addHook('onResponse', async (req, reply) => {
    if (reply.statusCode >= 400 && req.uploadedFiles) {
      for (const f of Object.values(req.uploadedFiles)) ctx.uploads.remove(f.key);
    }
  });

  const authenticate = async (req: FastifyRequest) => {
    const header = req.headers.authorization;
    if (!header) throw new HttpError(401, AUTH_MISSING);
    const token = header.replace(/^Bearer\s+/i, '');
    const claims = ctx.signer.verify(token);
    if (!claims) throw new HttpError(401, 'Invalid or expired token');
    const rows = await ctx.db.query<{ id: number; role: string }>(
      'SELECT id, role FROM users WHERE id = $1',
      [claims.sub],
    );
    const user = rows[0];
    if (!user) throw new HttpError(401, 'Invalid or expired token');
    req.user = user;
  };

  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError) return reply.code(err.statusCode).send({ message: err.message });
    if ('validation' in err && err.validation) return reply.code(400).send({ message: err.message });
    const status = 'statusCode' in err && err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error(err);
      return reply.code(500).send({ message: 'Internal Server Error' });
    }
    return reply.code(status).send({ message: err.message });
  });

  const handlers = allHandlers(ctx);
  const secured = new Set<string>();
  // Authentication runs before request validation, so a call without a token always gets 401.
  app.addHook('onRequest', async (req) => {
    const operationId = (req.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    if (operationId && secured.has(operationId)) await authenticate(req);
  });
  for (const contract of contracts) {
    const doc = loadContract(contract.file);
    const ops = operationsOf(doc);
    const missing = ops.filter((o) => !handlers[o.operationId]).map((o) => o.operationId);
    if (missing.length) throw new Error(`No handler for ${contract.name} operations: ${missing.join(', ')}`);
    for (const o of ops) if (o.secured) secured.add(o.operationId);
    await app.register(openapiGlue, {
      specification: doc,
      prefix: contract.prefix,
      operationResolver: (operationId: string) => handlers[operationId] as Handler,
    });
  }

  await app.register(fastifyStatic, {
    root: ctx.uploads.dir,
    prefix: '/files/',
    decorateReply: false,
    index: false,
  });
  const webDir = opts.webDir;
  if (webDir && existsSync(join(webDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: webDir, prefix: '/' });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api/') || path.startsWith('/engage/') || path.startsWith('/files/');
    // Client-side routes get the app; a missing asset (a path with a file extension) is a real 404.
    const isRoute = !isApi && !/\.[a-z0-9]+$/i.test(path);
    if (isRoute && webDir && req.method === 'GET' && existsSync(join(webDir, 'index.html'))) {
      return reply.sendFile('index.html', webDir);
    }
    return reply.code(404).send({ message: `Route ${req.method} ${path} not found` });
  });

  return { app, ctx };
}

export const defaultWebDir = join(root, 'dist');
