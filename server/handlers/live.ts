import type { Ctx } from '../lib/context.ts';
import { notFound } from '../lib/errors.ts';
import type { OperationHandlers } from '../lib/operations.ts';
import { inboxOf, markRead, recordCrmActivity } from '../repos/liveEventRepo.ts';

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
      const last = req.headers['last-event-id'];
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // Proxies that buffer responses (nginx) pass this one on as it comes.
        'x-accel-buffering': 'no',
      });
      reply.raw.write(`retry: ${RETRY_MS}\n\n`);
      live.open(req.user.id, reply.raw, last === undefined ? null : Number(last));
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
