import { timingSafeEqual } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { dirname, join } from 'node:path';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { readConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { moveDiskUploads } from './db/moveUploads.ts';
import { fileDownloads } from './fileDownloads.ts';
import { allHandlers } from './handlers/allHandlers.ts';
import { healthChecks } from './health.ts';
import { appPages } from './lib/appPages.ts';
import { loadTokenSecret, prepareDecoyHash, type TokenClaims, TokenSigner } from './lib/auth.ts';
import { CheckedSessions } from './lib/checkedSessions.ts';
import type { AuthUser, Ctx, Handler, UploadedFile } from './lib/context.ts';
import {
  contracts,
  loadContract,
  lowerCaseHeaderSchema,
  makeAjv,
  operationsOf,
  strictTextValidator,
} from './lib/contract.ts';
import { badInputOf, HttpError, isConnectionLoss, unavailable } from './lib/errors.ts';
import { fileStoreOf } from './lib/fileStore.ts';
import { type IssueTeam, issueTeamsOf } from './lib/issueTeams.ts';
import { LiveHub } from './lib/liveHub.ts';
import { Mailer } from './lib/mailer.ts';
import { DEMO_PLATFORM, type Platform } from './lib/platform.ts';
import { type BodyRule, bodyRuleOf, registerRequestBodies } from './lib/requestBodies.ts';
import { ACCESS, authorize } from './lib/roles.ts';
import { registerSecurityHeaders, webCacheControl } from './lib/securityHeaders.ts';
import { BODY_LIMITS, bodyTooLarge, registerBodyLimits, uploadLimits } from './lib/storageLimits.ts';
import {
  type Limits,
  limitsWith,
  type PasswordCheckLimits,
  PasswordChecks,
  Refusals,
} from './lib/throttle.ts';
import { paymentPages } from './paymentPages.ts';
import { sessionUser } from './repos/sessionRepo.ts';
import { sitePages } from './sitePages.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export type AppOptions = {
  db: Db;
  /** The data directory: files that earlier releases kept in its uploads folder move into the file store. */
  dataDir: string;
  /** The built web app to serve at /; none in API-only tests. */
  webDir?: string | undefined;
  tokenSecret?: string | undefined;
  smtpUrl?: string | undefined;
  /** Proxies whose X-Forwarded-For gives the client address (TRUST_PROXY); none by default. */
  trustProxy?: boolean | string;
  /** Registrations allowed per client address per hour (REGISTRATIONS_PER_ADDRESS_PER_HOUR). */
  registrationsPerAddress?: number | undefined;
  /** Limits other than lib/throttle.ts's defaults (tests that reach a large limit quickly). */
  limits?: Partial<Limits>;
  /** Password checks at once and sign-ins waiting for one, other than lib/throttle.ts's PASSWORD_CHECKS. */
  passwordChecks?: PasswordCheckLimits;
  /** The origin of the public links the server gives out (PUBLIC_URL); readConfig's default when absent. */
  publicUrl?: string | undefined;
  /** The teams issue reports go to, with their addresses (ISSUE_TEAM_EMAILS); the defaults when absent. */
  issueTeams?: IssueTeam[] | undefined;
  /** The platform that partners invoice their brokerage to (PLATFORM_*); the demo platform when absent. */
  platform?: Platform | undefined;
  /** The developer CRM's service token (CRM_SERVICE_TOKEN); readConfig's demo token when absent. */
  crmServiceToken?: string | undefined;
  /** How often an idle event stream gets a comment line (lib/liveHub.ts's default when absent). */
  heartbeatMs?: number;
  /** Event streams this server serves before it refuses new ones (LIVE_STREAM_CAPACITY; lib/liveHub.ts's default when absent). */
  streamCapacity?: number | undefined;
  now?: () => Date;
  logger?: boolean;
};

/**
 * How long a client may hold a connection, set on purpose (fastify's defaults leave requests and idle
 * sockets unbounded): a whole request, body included, within 120 s (a 15 MB bulk file at 128 KB/s);
 * a socket with no traffic closed after 120 s; an idle keep-alive connection kept 72 s, longer than
 * the 60 s idle timeout of common load balancers so they never reuse a socket the server closed.
 */
export const TIMEOUTS = { requestTimeout: 120_000, connectionTimeout: 120_000, keepAliveTimeout: 72_000 };
export const HEADERS_TIMEOUT = 20_000;

export const AUTH_MISSING = 'Authorization Header not found';
export const AUTH_NOT_BEARER = 'Authorization Header must be Bearer <token>';
export const AUTH_INVALID = 'Invalid or expired token';
/** `Bearer <token>`: the scheme is required (any case, RFC 9110), the token one base64url.base64url value. */
const BEARER = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+) *$/i;

/**
 * A request that node's parser refuses (headers too large, a timeout, malformed) answers `{message}`
 * like every other error, not in fastify's own shape; a reset connection gets nothing.
 */
function answerClientError(err: Error & { code?: string }, socket: Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request header fields too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request timeout']
        : [400, 'Bad request'];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** How long a client refused mid-body has to read the answer before its connection is closed. */
const REFUSED_BODY_GRACE = 5_000;

/**
 * A call answered before its body was read in full (a limit refused it): the rest is not read, the
 * client reads the answer while it is still sending (a connection closed at once would reset it
 * before the answer is read), and the connection is closed after a few seconds if the body has not
 * ended by then.
 */
function leaveBodyUnread(req: FastifyRequest, reply: FastifyReply) {
  const { raw } = req;
  reply.raw.once('finish', () => {
    // Node sets an unread body flowing on 'finish' to discard it: held instead.
    raw.pause();
    const timer = setTimeout(() => {
      if (!raw.complete) raw.socket?.destroy();
    }, REFUSED_BODY_GRACE).unref();
    raw.socket?.once('close', () => clearTimeout(timer));
  });
}

const operationIdOf = (req: FastifyRequest) =>
  (req.routeOptions.schema as { operationId?: string } | undefined)?.operationId;

export async function buildApp(opts: AppOptions) {
  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    // JSON bodies: each operation's own limit (lib/storageLimits.ts); multipart has its own limits.
    bodyLimit: BODY_LIMITS.default,
    trustProxy: opts.trustProxy ?? false,
    ...TIMEOUTS,
    ajv: { customOptions: {} },
    clientErrorHandler: answerClientError,
    // The router's own refusals (a path parameter over 100 characters, a malformed address) in the
    // documented {message} shape, like every other error.
    frameworkErrors: (err, _req, reply: FastifyReply) => {
      const tooLong = err.statusCode === 414;
      void reply
        .code(tooLong ? 414 : 400)
        .send({ message: tooLong ? 'The address is too long' : 'The address is not valid' });
    },
  });
  // A client that is slow to send its headers is cut off too (slowloris); node's default is 60 s.
  app.server.headersTimeout = HEADERS_TIMEOUT;
  const now = opts.now ?? (() => new Date());
  await prepareDecoyHash();
  const sessions = new CheckedSessions();
  const ctx: Ctx = {
    db: opts.db,
    signer: new TokenSigner(await loadTokenSecret(opts.db, opts.tokenSecret), () => now().getTime()),
    sessions,
    files: fileStoreOf(opts.db),
    mailer: new Mailer(opts.db, opts.smtpUrl),
    now,
    limits: { ...limitsWith(opts.registrationsPerAddress), ...opts.limits },
    refusals: new Refusals(),
    passwordChecks: new PasswordChecks(opts.passwordChecks),
    publicUrl: opts.publicUrl ?? readConfig({}).publicUrl,
    issueTeams: opts.issueTeams ?? issueTeamsOf(undefined),
    platform: opts.platform ?? DEMO_PLATFORM,
    live: new LiveHub(opts.db, {
      heartbeatMs: opts.heartbeatMs,
      capacity: opts.streamCapacity,
      now,
      onSessionsChanged: (userId) => sessions.forgetUser(userId),
    }),
  };
  await ctx.live.start();
  // Open streams end before the server waits for its connections to finish (clients reconnect elsewhere).
  app.addHook('preClose', async () => ctx.live.close());
  const crmToken = Buffer.from(opts.crmServiceToken ?? readConfig({}).crmServiceToken.token);
  await moveDiskUploads(opts.db, ctx.files, opts.dataDir);
  await ctx.files.removeLeftovers();

  // One ajv for bodies (no coercion: JSON types are what they say) and one for text parts of the URL.
  const bodyAjv = makeAjv({ coerce: false });
  const textAjv = makeAjv({ coerce: true });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart === 'body') return bodyAjv.compile(schema);
    const textSchema = httpPart === 'headers' ? lowerCaseHeaderSchema(schema) : schema;
    return strictTextValidator(textSchema, textAjv.compile(textSchema));
  });
  // Responses are sent as they are; the contract tests check them against the contract.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorateRequest('session', null as unknown as TokenClaims);
  app.decorateRequest('uploadedFiles', null as unknown as Record<string, UploadedFile>);

  await registerSecurityHeaders(app, operationIdOf);
  registerBodyLimits(app);

  // Multipart bodies are read by lib/requestBodies.ts, for the operations that declare them only.
  await app.register(multipart);

  const authenticate = async (req: FastifyRequest) => {
    const header = req.headers.authorization;
    if (!header) throw new HttpError(401, AUTH_MISSING);
    const token = BEARER.exec(header)?.[1];
    if (!token) throw new HttpError(401, /^Bearer\b/i.test(header) ? AUTH_INVALID : AUTH_NOT_BEARER);
    const claims = ctx.signer.verify(token);
    if (!claims) throw new HttpError(401, AUTH_INVALID);
    // The session must be live: not signed out, not expired, the password and the role unchanged, the
    // account there. Asked of the database (one look-up by the session's primary key) at most every 5 s
    // per session, so a session ended by another server sharing the database is refused within 5 s.
    const at = now();
    let user = ctx.sessions.live(claims.sid, at.getTime());
    if (!user) {
      user = await sessionUser(ctx.db, claims, at);
      if (!user) throw new HttpError(401, AUTH_INVALID);
      ctx.sessions.keep(claims.sid, user, at.getTime());
    }
    req.user = user;
    req.session = claims;
    // The member's role may call this operation (lib/roles.ts): 403 otherwise, before any other work.
    authorize(user, operationIdOf(req) ?? '');
  };

  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (req.raw.complete === false) leaveBodyUnread(req, reply);
    if (err instanceof HttpError) {
      return reply
        .code(err.statusCode)
        .headers(err.headers)
        .send({ ...err.fields, message: err.message });
    }
    if ('validation' in err && err.validation) return reply.code(400).send({ message: err.message });
    const tooLarge = bodyTooLarge(err, req);
    if (tooLarge) return reply.code(413).send({ message: tooLarge.message });
    const status = 'statusCode' in err && err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    const bad = status >= 500 ? badInputOf(err) : undefined;
    if (bad) return reply.code(bad.statusCode).send({ message: bad.message });
    if (status >= 500 && isConnectionLoss(err)) {
      const down = unavailable();
      return reply.code(down.statusCode).headers(down.headers).send({ message: down.message });
    }
    if (status >= 500) {
      req.log.error(err);
      return reply.code(500).send({ message: 'Internal Server Error' });
    }
    return reply.code(status).send({ message: err.message });
  });

  /** The CRM side's calls (extension, issue 44) take the service token, never a partner's. */
  const authenticateCrm = async (req: FastifyRequest) => {
    const header = req.headers.authorization;
    if (!header) throw new HttpError(401, AUTH_MISSING);
    const token = Buffer.from(/^Bearer +(\S+) *$/i.exec(header)?.[1] ?? '');
    if (token.length !== crmToken.length || !timingSafeEqual(token, crmToken)) {
      throw new HttpError(401, AUTH_INVALID);
    }
  };

  const handlers = allHandlers(ctx);
  const secured = new Map<string, (req: FastifyRequest) => Promise<void>>();
  // Authentication runs before request validation, so a call without a token always gets 401.
  app.addHook('onRequest', async (req) => {
    const operationId = operationIdOf(req) ?? '';
    // A replica with no room for another stream says so before any other work.
    if (operationId === 'streamLeadEvents' && req.method === 'GET') ctx.live.admit();
    const check = secured.get(operationId);
    if (check) await check(req);
  });
  // Then the body: only the content types the contract declares, multipart fields and files checked.
  const bodyRules = new Map<string, BodyRule>();
  registerRequestBodies(
    app,
    (req) => bodyRules.get(operationIdOf(req) ?? ''),
    ctx.files,
    uploadLimits(ctx, operationIdOf),
  );
  for (const contract of contracts) {
    const doc = loadContract(contract.file);
    const ops = operationsOf(doc);
    const missing = ops.filter((o) => !handlers[o.operationId]).map((o) => o.operationId);
    if (missing.length) throw new Error(`No handler for ${contract.name} operations: ${missing.join(', ')}`);
    for (const o of ops) {
      const access = ACCESS[o.operationId as keyof typeof ACCESS];
      if ((access === 'public') === (o.secured && !o.schemes.includes('crmServiceToken'))) {
        throw new Error(
          `lib/roles.ts gives ${o.operationId} access ${access}, unlike its contract's security`,
        );
      }
      if (o.secured)
        secured.set(o.operationId, o.schemes.includes('crmServiceToken') ? authenticateCrm : authenticate);
      bodyRules.set(o.operationId, bodyRuleOf(o.op));
    }
    await app.register(openapiGlue, {
      specification: doc,
      prefix: contract.prefix,
      operationResolver: (operationId: string) => handlers[operationId] as Handler,
    });
  }

  await app.register(paymentPages(ctx));
  await app.register(sitePages(ctx));
  await app.register(healthChecks(ctx.db));
  await app.register(fileDownloads(ctx.files));
  const webDir = opts.webDir;
  // The app's page for each client-side route, '/' included (lib/appPages.ts).
  const pages = webDir ? appPages(webDir) : null;
  if (webDir && pages) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      // '/' is a client-side route like the others: its page comes from `pages` (the not-found handler).
      index: false,
      allowedPath: (pathName) => pathName !== '/',
      // The build writes .br and .gz beside each text file (vite.config.ts): sent by Accept-Encoding,
      // with Vary: Accept-Encoding, the plain file when the client accepts neither.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', webCacheControl(path));
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const isApi =
      path.startsWith('/api/') ||
      path.startsWith('/engage/') ||
      path.startsWith('/files/') ||
      path.startsWith('/payments/');
    // Client-side routes get the app; a missing asset (a path with a file extension) is a real 404.
    const isRoute = !isApi && !/\.[a-z0-9]+$/i.test(path);
    if (isRoute && pages && req.method === 'GET') return pages.send(req, reply, path);
    return reply.code(404).send({ message: `Route ${req.method} ${path} not found` });
  });

  return { app, ctx };
}

export const defaultWebDir = join(root, 'dist');
