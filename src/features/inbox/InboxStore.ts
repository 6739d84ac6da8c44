// Extension (issue 44): the partner's live lead updates. The store owns the event stream (fetch-based,
// so it carries the bearer token; resumed from the last event id after a drop) and the inbox of what
// changed, whose read state the server keeps per partner.
import { fetchEventSource } from '@microsoft/fetch-event-source';
import { observable } from 'mobx';
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { DEFAULT_API_BASE_URL } from '../../api/baseUrl';
import { unwrap } from '../../api/client';
import type { components } from '../../api/schema';
import type { RootEnv } from '../../shared/state/RootEnv';

export type InboxItem = components['schemas']['InboxItem'];
export type LiveEvent = components['schemas']['LiveEvent'];

/** Thrown to stop the stream's retries (signed out: the token is refused). */
class StreamRefused extends Error {}

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
    noteChange(event: LiveEvent) {
      self.changes.set(event.lead_id, event.id);
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
    async function open(token: string, controller: AbortController, onChange: (event: LiveEvent) => void) {
      const loaded = await self.load().then(
        () => true,
        () => false,
      );
      if (controller.signal.aborted) return;
      let opened = false;
      const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
      // The library's own spelling, so its resumes replace this value rather than add a second one.
      if (loaded) headers['last-event-id'] = String(self.items[0]?.id ?? 0);
      await fetchEventSource(`${DEFAULT_API_BASE_URL}/events`, {
        headers,
        signal: controller.signal,
        // A phone switching apps keeps its stream: the changes are there when the partner comes back.
        openWhenHidden: true,
        async onopen(res) {
          if (res.status === 401 || res.status === 403) throw new StreamRefused();
          // The inbox as it is now, unless it was just read for this first opening: reads made in
          // another browser while the stream was away are not sent again, and without a starting
          // point the stream starts from now.
          if (opened || !loaded) void reload();
          opened = true;
        },
        onmessage(message) {
          // The partner read changes in another browser (or this one): the bell and the marks follow.
          if (message.event === 'read') void reload();
          if (message.event !== 'lead') return;
          const event = JSON.parse(message.data) as LiveEvent;
          self.noteChange(event);
          void reload();
          onChange(event);
        },
        onerror(error) {
          if (error instanceof StreamRefused) throw error;
          // Otherwise the library retries (the server's retry interval), from the last event id.
        },
      });
    }

    return {
      /**
       * Opens the stream with the session's token; each change is noted, the inbox reloaded and
       * `onChange` told (the screens that show the lead refresh it). A stream already open is kept.
       */
      start(token: string, onChange: (event: LiveEvent) => void) {
        if (self.controller) return;
        const controller = new AbortController();
        self.setController(controller);
        open(token, controller, onChange).catch(() => undefined);
      },
      stop() {
        self.controller?.abort();
        self.setController(null);
      },
    };
  });

export type InboxStoreInstance = Instance<typeof InboxStore>;
