// Extension (issue 44): the partner's live lead updates. The store owns the event stream (fetch-based,
// so it carries the bearer token; resumed from the last event id after a drop) and the inbox of what
// changed, whose read state the server keeps per partner.
import { fetchEventSource } from '@microsoft/fetch-event-source';
import { observable, reaction } from 'mobx';
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { DEFAULT_API_BASE_URL } from '../../api/baseUrl';
import { unwrap } from '../../api/client';
import type { components } from '../../api/schema';
import type { RootEnv } from '../../shared/state/RootEnv';

export type InboxItem = components['schemas']['InboxItem'];
export type LiveEvent = components['schemas']['LiveEvent'];

/** Thrown to stop the stream's retries (signed out: the token is refused). */
class StreamRefused extends Error {}
/** Thrown to open the stream again from the inbox's newest change. */
class StreamRestart extends Error {}

/** A burst of events is read once a second at most: the inbox, the lead panel and the screens. */
export const COALESCE_MS = 1_000;

/** What a coalesced burst held: the kinds of its changes, 'reset' when the stream was too far behind. */
export type LiveNews = ReadonlySet<LiveEvent['kind'] | 'reset'>;

export const InboxStore = types
  .model('InboxStore', {})
  .volatile(() => ({
    items: [] as InboxItem[],
    /** Whether the inbox has been read from the server (until then the list says it is loading). */
    loaded: false,
    unread: 0,
    /** Every lead with an unread change, however old (the items are the newest only). */
    unreadLeadIds: [] as number[],
    /** The last change of each lead seen live this session (what an open row or panel reacts to). */
    changes: observable.map<number, number>(),
    controller: null as AbortController | null,
    /** Events received and not yet applied (a counter the once-a-second flush reacts to). */
    pending: 0,
    /** The leads' last changes and the kinds of the events not yet applied. */
    held: { changes: new Map<number, number>(), news: new Set<LiveEvent['kind'] | 'reset'>() },
    /** Inbox answers asked for (loads, reads): one is applied only if no later one was asked (answers may cross). */
    loads: 0,
  }))
  .views((self) => ({
    /** The id of the lead's last live change, 0 when none: a view that reads it refreshes on a change. */
    changeOf(leadId: number): number {
      return self.changes.get(leadId) ?? 0;
    },
    /** The leads with a change the partner has not read: marked in the lists, read when opened. */
    get unreadLeads(): ReadonlySet<number> {
      return new Set(self.unreadLeadIds);
    },
    get label(): string {
      return self.unread ? `Updates, ${self.unread} unread` : 'Updates, none unread';
    },
  }))
  .actions((self) => ({
    set(inbox: components['schemas']['Inbox']) {
      self.items = inbox.items;
      self.loaded = true;
      self.unread = inbox.unread;
      self.unreadLeadIds = inbox.unread_leads;
    },
    /** An event of the stream, applied with the others of its second (`news`: what it says changed). */
    hold(news?: LiveEvent['kind'] | 'reset', event?: LiveEvent) {
      if (event) self.held.changes.set(event.lead_id, event.id);
      if (news) self.held.news.add(news);
      self.pending += 1;
    },
    /** The held changes applied (an open lead's panel reads it again); what they said changed. */
    takeHeld(): LiveNews {
      const { changes, news } = self.held;
      for (const [lead, id] of changes) self.changes.set(lead, id);
      self.held = { changes: new Map(), news: new Set() };
      return news;
    },
    startLoad(): number {
      self.loads += 1;
      return self.loads;
    },
    setController(controller: AbortController | null) {
      self.controller = controller;
    },
  }))
  .actions((self) => {
    const env = () => getEnv<RootEnv>(self);
    return {
      load: flow(function* load() {
        const started = self.startLoad();
        const inbox = yield* toGenerator(unwrap(env().api.GET('/inbox')));
        if (started === self.loads) self.set(inbox);
      }),
      markAllRead: flow(function* markAllRead() {
        const started = self.startLoad();
        const inbox = yield* toGenerator(unwrap(env().api.POST('/inbox/read')));
        if (started === self.loads) self.set(inbox);
      }),
      /** The lead's changes are read (the partner opened it): the bell's count drops in every browser. */
      markLeadRead: flow(function* markLeadRead(leadId: number) {
        const started = self.startLoad();
        const inbox = yield* toGenerator(
          unwrap(env().api.POST('/inbox/leads/{id}/read', { params: { path: { id: leadId } } })),
        );
        if (started === self.loads) self.set(inbox);
      }),
    };
  })
  .actions((self) => {
    // The stream's callbacks run outside any action: they call the store's actions, never a bare flow.
    const reload = () => self.load().catch(() => undefined);

    /** The inbox first, then the stream from its newest change: nothing that happens in between is missed. */
    async function open(token: string, controller: AbortController): Promise<void> {
      const loaded = await self.load().then(
        () => true,
        () => false,
      );
      if (controller.signal.aborted) return;
      let opened = false;
      const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
      // The library's own spelling, so its resumes replace this value rather than add a second one.
      if (loaded) headers['last-event-id'] = String(self.items[0]?.id ?? 0);
      const restarted = await fetchEventSource(`${DEFAULT_API_BASE_URL}/events`, {
        headers,
        signal: controller.signal,
        // A phone switching apps keeps its stream: the changes are there when the partner comes back.
        openWhenHidden: true,
        async onopen(res) {
          // The session ended (signed out here or elsewhere, a new password, expired): the inbox's read
          // answers 401 too, and the app's one path for a 401 goes to sign-in.
          if (res.status === 401 || res.status === 403) {
            void reload();
            throw new StreamRefused();
          }
          // A resume point the server does not know (its lead was removed): from the inbox again.
          if (res.status === 400) throw new StreamRestart();
          // The inbox as it is now, unless it was just read for this first opening: reads made in
          // another browser while the stream was away are not sent again, and without a starting
          // point the stream starts from now.
          if (opened || !loaded) void reload();
          opened = true;
        },
        onmessage(message) {
          // The partner read changes in another browser (or this one): the bell and the marks follow.
          if (message.event === 'read') self.hold();
          // Too far behind to resume: every screen reads again.
          if (message.event === 'reset') self.hold('reset');
          if (message.event !== 'lead') return;
          const event = JSON.parse(message.data) as LiveEvent;
          self.hold(event.kind, event);
        },
        // The server ended the stream (its session ended, it shuts down): opened again, like after a drop.
        onclose() {
          throw new Error('The stream was closed');
        },
        onerror(error) {
          if (error instanceof StreamRefused || error instanceof StreamRestart) throw error;
          // Otherwise the library retries (the server's retry interval), from the last event id.
        },
      }).then(
        () => false,
        (error: unknown) => {
          if (error instanceof StreamRestart) return true;
          throw error;
        },
      );
      if (restarted) await open(token, controller);
    }

    return {
      /**
       * Opens the stream with the session's token. Once a second at most, the changes received are
       * noted (an open lead reads itself again), the inbox is read again and `onNews` told what changed
       * (the screens on show read again). A stream already open is kept.
       */
      start(token: string, onNews: (news: LiveNews) => void) {
        if (self.controller) return;
        const controller = new AbortController();
        self.setController(controller);
        const stopFlushing = reaction(
          () => self.pending,
          () => {
            const news = self.takeHeld();
            void reload();
            if (news.size) onNews(news);
          },
          { delay: COALESCE_MS },
        );
        controller.signal.addEventListener('abort', stopFlushing);
        open(token, controller).catch(() => undefined);
      },
      stop() {
        self.controller?.abort();
        self.setController(null);
      },
    };
  });

export type InboxStoreInstance = Instance<typeof InboxStore>;
