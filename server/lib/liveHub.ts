import type { ServerResponse } from 'node:http';
import type { Db } from '../db/db.ts';
import {
  eventsAfter,
  LEAD_EVENTS_CHANNEL,
  latestEventId,
  READ_NOTICE,
  SESSIONS_NOTICE,
} from '../repos/liveEventRepo.ts';
import { sessionUser } from '../repos/sessionRepo.ts';
import type { TokenClaims } from './auth.ts';
import { HttpError } from './errors.ts';

// Extension (issue 44): the open event streams of this replica, by partner. A change anywhere (this
// replica or another on the same database) is announced by NOTIFY with the partner's id only; the
// partner's streams here then read what follows their last sent id from the database, so a stream
// sends every event once, in order, whichever replica wrote it.

/** Streams a partner may keep open at once (tabs, devices); a new one closes the oldest. */
export const STREAMS_PER_PARTNER = 5;
/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** Events read from the database at a time. */
const BATCH = 200;
/**
 * Bytes a stream may have waiting to be sent (a reader that does not read): past them the stream is
 * closed, and the client resumes by Last-Event-ID from the database.
 */
export const MAX_BUFFERED_BYTES = 256 * 1024;
/** Streams one replica serves; a new one past them is refused with 503 (the balancer goes elsewhere). */
export const STREAM_CAPACITY = 8_000;
/** Seconds a client refused for capacity waits before trying again. */
export const CAPACITY_RETRY_AFTER = 5;
/** setTimeout's longest delay: a session that ends later is looked at again then. */
const MAX_TIMER_MS = 2_147_483_647;

/** The session a stream was opened with: its user, role, id and expiry (the token's claims). */
export type StreamSession = Pick<TokenClaims, 'sub' | 'role' | 'sid' | 'exp'>;
type Stream = {
  res: ServerResponse;
  session: StreamSession;
  lastId: number | null;
  live: boolean;
  /** Bytes still unsent when the stream went live (what it missed, on its way). */
  backlog: number;
};

/**
 * Writes to a stream. A live stream with more than the cap unsent (over what it had waiting when it went
 * live: what it missed, at most the resume window) is closed instead, and its client resumes; so a
 * stream holds at most that, the cap and one batch of events.
 */
const write = (s: Stream, chunk: string) => {
  if (!chunk || s.res.writableEnded || s.res.destroyed) return;
  if (s.live && s.res.writableLength > MAX_BUFFERED_BYTES + s.backlog) s.res.destroy();
  else s.res.write(chunk);
};

export class LiveHub {
  private readonly streams = new Map<number, Stream[]>();
  /** Each partner's deliveries run one after the other, so no event is sent twice to a stream. */
  private readonly queues = new Map<number, Promise<void>>();
  private stopListening: (() => Promise<void>) | null = null;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly opts: {
      heartbeatMs?: number;
      capacity?: number;
      now?: () => Date;
      /** Told of every user whose sessions may have ended (the process's checked sessions forget them). */
      onSessionsChanged?: (userId: number) => void;
    } = {},
  ) {}

  /** Refuses a new stream when this replica serves as many as it can (503 with Retry-After). */
  admit(): void {
    if (this.size >= (this.opts.capacity ?? STREAM_CAPACITY)) {
      throw new HttpError(503, 'This server has no room for another live stream. Please try again.', {
        'retry-after': String(CAPACITY_RETRY_AFTER),
      });
    }
  }

  async start(): Promise<void> {
    this.stopListening = await this.db.listen(LEAD_EVENTS_CHANNEL, (payload) => {
      const [partner, notice, lead] = payload?.split(' ') ?? [];
      if (notice === READ_NOTICE) {
        this.tellRead(Number(partner), lead ? Number(lead) : null);
        return;
      }
      if (notice === SESSIONS_NOTICE) {
        this.opts.onSessionsChanged?.(Number(partner));
        this.endUserSessions(Number(partner));
        return;
      }
      // null: the listening connection came back; every partner here may have missed an event.
      const partners = payload === null ? [...this.streams.keys()] : [Number(partner)];
      for (const id of partners) if (this.streams.has(id)) this.deliver(id);
    });
    this.heartbeat = setInterval(() => {
      for (const list of this.streams.values()) for (const s of list) write(s, ': ping\n\n');
    }, this.opts.heartbeatMs ?? HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** How many streams are open on this replica. */
  get size(): number {
    let n = 0;
    for (const list of this.streams.values()) n += list.length;
    return n;
  }

  /**
   * Adds a partner's stream (its headers already sent): first every event after `lastEventId`, or,
   * without one, what comes from now on. The partner's oldest stream is closed past the limit; the
   * stream ends when its session does (expiry here, any other end through `endUserSessions`).
   */
  open(session: StreamSession, res: ServerResponse, lastEventId: number | null): void {
    // A client that went away while the stream was being opened has nothing to keep.
    if (!res.socket || res.socket.destroyed) return;
    const partnerId = session.sub;
    const stream: Stream = { res, session, lastId: lastEventId, live: false, backlog: 0 };
    const list = this.streams.get(partnerId) ?? [];
    list.push(stream);
    this.streams.set(partnerId, list);
    while (list.length > STREAMS_PER_PARTNER) list.shift()?.res.end();
    let expiry: NodeJS.Timeout | undefined;
    const endAtExpiry = () => {
      const left = session.exp * 1000 - this.now().getTime();
      if (left <= 0) res.end();
      else expiry = setTimeout(endAtExpiry, Math.min(left, MAX_TIMER_MS)).unref();
    };
    endAtExpiry();
    res.on('close', () => {
      clearTimeout(expiry);
      this.remove(partnerId, stream);
    });
    // A session that ended while this stream was being opened (before `endUserSessions` could see the
    // stream) is looked at once the stream is here: then it ends like the others.
    this.deliver(partnerId, async () => {
      if (await sessionUser(this.db, session, this.now())) await this.send(partnerId);
      else res.end();
    });
  }

  private now(): Date {
    return this.opts.now?.() ?? new Date();
  }

  /**
   * The user's sessions may have ended (signed out, a new password or role, removed): each stream of the
   * user whose session the database no longer takes as live is closed. Every replica hears it.
   */
  endUserSessions(userId: number): void {
    if (!this.streams.has(userId)) return;
    this.deliver(userId, async () => {
      const list = this.streams.get(userId) ?? [];
      const sessions = new Map(list.map((s) => [s.session.sid, s.session]));
      for (const session of sessions.values()) {
        if (await sessionUser(this.db, session, this.now())) continue;
        for (const s of list.filter((x) => x.session.sid === session.sid)) s.res.end();
      }
    });
  }

  /**
   * The partner read changes in one of its browsers: each of its streams is told (a `read` event
   * without an id, so resuming by Last-Event-ID is not moved; a stream away then reads the inbox
   * again when it is back).
   */
  private tellRead(partnerId: number, leadId: number | null) {
    if (!this.streams.has(partnerId)) return;
    const data = JSON.stringify({ lead_id: leadId });
    // After the partner's deliveries under way: the streams get the changes and reads in their order.
    this.deliver(partnerId, async () => {
      for (const s of this.streams.get(partnerId) ?? []) write(s, `event: read\ndata: ${data}\n\n`);
    });
  }

  private remove(partnerId: number, stream: Stream) {
    const list = this.streams.get(partnerId);
    if (!list) return;
    const at = list.indexOf(stream);
    if (at >= 0) list.splice(at, 1);
    if (list.length === 0) this.streams.delete(partnerId);
  }

  private deliver(partnerId: number, work = () => this.send(partnerId)) {
    const previous = this.queues.get(partnerId) ?? Promise.resolve();
    const next = previous
      .then(work)
      .catch((e: Error) => console.warn(`Live events of partner ${partnerId}: ${e.message}`))
      .finally(() => {
        if (this.queues.get(partnerId) === next) this.queues.delete(partnerId);
      });
    this.queues.set(partnerId, next);
  }

  /** Sends each of the partner's streams the events after the last one it was sent. */
  private async send(partnerId: number) {
    const list = this.streams.get(partnerId);
    if (!list?.length) return;
    for (const s of list) if (s.lastId === null) s.lastId = await latestEventId(this.db, partnerId);
    // The streams of this round (one opened meanwhile has its own round queued).
    const round = list.filter((s): s is Stream & { lastId: number } => s.lastId !== null);
    for (;;) {
      const events = await eventsAfter(this.db, partnerId, Math.min(...round.map((s) => s.lastId)), BATCH);
      for (const s of round) {
        const news = events.filter((e) => e.id > s.lastId);
        write(s, news.map((e) => `id: ${e.id}\nevent: lead\ndata: ${JSON.stringify(e)}\n\n`).join(''));
        s.lastId = news.at(-1)?.id ?? s.lastId;
      }
      if (events.length < BATCH) break;
    }
    // Once a stream has what it missed, a comment says it is live (what follows is news).
    for (const s of round) {
      if (s.live) continue;
      s.live = true;
      s.backlog = s.res.writableLength;
      write(s, ': live\n\n');
    }
  }

  /** Ends every stream (a replica shutting down: the clients reconnect to another) and stops listening. */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const list of this.streams.values()) for (const s of list) s.res.end();
    this.streams.clear();
    await this.stopListening?.();
    this.stopListening = null;
  }
}
