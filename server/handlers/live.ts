import type { Ctx } from '../lib/context.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import type { OperationHandlers } from '../lib/operations.ts';
import { inboxOf, latestEventId, markRead, recordCrmActivity, resumeFrom } from '../repos/liveEventRepo.ts';

/** How long a client waits before reconnecting a dropped stream (the SSE `retry` field). */
const RETRY_MS = 3_000;

/** Extension (issue 44): the CRM side's activity write, the partner's event stream and inbox. */
export function liveHandlers({ db, now, live }: Ctx) {
  return {
    recordCrmActivity: async (req, reply) => {
      const entry = await recordCrmActivity(db, req.params.id, req.body, now());
      if (!entry) throw notFound('Lead');
      reply.code(201);
      return entry;
    },

    streamLeadEvents: async (req, reply) => {
      const headers = {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // Proxies that buffer responses (nginx) pass this one on as it comes.
        'x-accel-buffering': 'no',
      };
      // HEAD (fastify's, from the GET route) gets the headers only and opens nothing.
      if (req.method !== 'GET') return reply.headers(headers).send();
      const last = req.headers['last-event-id'];
      let lastId = last === undefined ? null : Number(last);
      let reset = '';
      if (lastId !== null) {
        const from = await resumeFrom(db, req.user.id, lastId, now());
        if (from === 'unknown') throw new HttpError(400, 'Last-Event-ID is not one of your events');
        if (from === 'stale') {
          // Too far behind to resume: one event says so (the client reads its screens again), from now on.
          lastId = await latestEventId(db, req.user.id);
          reset = `id: ${lastId}\nevent: reset\ndata: {}\n\n`;
        }
      }
      reply.hijack();
      reply.raw.writeHead(200, headers);
      reply.raw.write(`retry: ${RETRY_MS}\n\n${reset}`);
      live.open(req.session, reply.raw, lastId);
    },

    getInbox: async (req) => inboxOf(db, req.user.id),

    markInboxRead: async (req) => {
      await markRead(db, req.user.id);
      return inboxOf(db, req.user.id);
    },

    // Another partner's lead, or one without changes, has nothing of this partner's to mark.
    markLeadRead: async (req) => {
      await markRead(db, req.user.id, req.params.id);
      return inboxOf(db, req.user.id);
    },
  } satisfies Partial<OperationHandlers>;
}
