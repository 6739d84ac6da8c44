import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import type { TokenClaims, TokenSigner } from './auth.ts';
import type { CheckedSessions } from './checkedSessions.ts';
import type { FileStore } from './fileStore.ts';
import type { IssueTeam } from './issueTeams.ts';
import type { LiveHub } from './liveHub.ts';
import type { Mailer } from './mailer.ts';
import type { Platform } from './platform.ts';
import type { Limits, PasswordChecks, Refusals } from './throttle.ts';

/**
 * What every handler module gets: the database, the token signer, the sessions checked lately, the
 * file store, the mailer, the clock, the rate limits (and their remembered refusals) and the public origin.
 */
export type Ctx = {
  db: Db;
  signer: TokenSigner;
  sessions: CheckedSessions;
  files: FileStore;
  mailer: Mailer;
  now: () => Date;
  limits: Limits;
  /** The limits' refusals that the database gave, remembered until their windows end. */
  refusals: Refusals;
  /** Sign-ins in progress and password checks at once, in this process. */
  passwordChecks: PasswordChecks;
  /** The origin of public links (a partner's project site): PUBLIC_URL, never a request's Host. */
  publicUrl: string;
  /** The teams an issue may be reported to; the issue e-mail goes only to their addresses. */
  issueTeams: readonly IssueTeam[];
  /** The platform as the recipient of partners' invoices (PLATFORM_LEGAL_NAME, PLATFORM_ADDRESS, PLATFORM_GSTIN). */
  platform: Platform;
  /** The open event streams of this replica (extension, issue 44). */
  live: LiveHub;
};

/**
 * The token's member: their own user id and role, and their firm (extension, issue 53): the owner's
 * user id, which is the member's own id for the owner (a partner) and whose data the firm shares.
 */
export type AuthUser = { id: number; role: string; firm: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** The token's user; set before any handler of an operation with bearer security runs. */
    user: AuthUser;
    /** The claims of the bearer token: its session (what sign-out revokes) and when it expires. */
    session: TokenClaims;
    /** Files of a multipart body, by field name, checked and written but not served: the handler names them. */
    uploadedFiles: Record<string, UploadedFile>;
  }
}

/** A file of a request, written under the key it got; the handler names it (FileStore.put) in its transaction. */
export type UploadedFile = { key: string; name: string };

export type Handler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type Handlers = Record<string, Handler>;

/** The token's user id; every read and write of a partner's data is scoped by it. */
export const me = (req: FastifyRequest): number => req.user.id;
