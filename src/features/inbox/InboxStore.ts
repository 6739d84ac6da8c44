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
    unread: 0,
    /** The newest change the partner has read: leads changed after it are "changed since I last looked". */
    readUpTo: 0,
    /** The last change of each lead seen live this session (what an open row or panel reacts to). */
    changes: observable.map<number, number>(),
    controller: null as AbortController | null,
  }))
  .views((self) => ({
    /** The id of the lead's last live change, 0 when none: a view that reads it refreshes on a change. */
    changeOf(leadId: number): number {
      return self.changes.get(leadId) ?? 0;
    },
    get label(): string {
      return self.unread ? `Updates, ${self.unread} unread` : 'Updates, none unread';
    },
  }))
  .actions((self) => ({
    set(inbox: components['schemas']['Inbox']) {
      self.items = inbox.items;
      self.unread = inbox.unread;
      self.readUpTo = inbox.read_up_to;
    },
    noteChange(event: LiveEvent) {
      self.changes.set(event.lead_id, event.id);
    },
    setController(controller: AbortController | null) {
      self.controller = controller;
    },
  }))
  .actions((self) => {
    const env = () => getEnv<RootEnv>(self);
    const load = flow(function* load() {
      const inbox = yield* toGenerator(unwrap(env().api.GET('/inbox')));
      self.set(inbox);
    });
    return {
      load,
      markAllRead: flow(function* markAllRead() {
        const inbox = yield* toGenerator(unwrap(env().api.POST('/inbox/read')));
        self.set(inbox);
      }),
      /**
       * Opens the stream with the session's token; each change is noted, the inbox reloaded and
       * `onChange` told (the screens that show the lead refresh it). A stream already open is kept.
       */
      start(token: string, onChange: (event: LiveEvent) => void) {
        if (self.controller) return;
        const controller = new AbortController();
        self.setController(controller);
        void load().catch(() => undefined);
        void fetchEventSource(`${DEFAULT_API_BASE_URL}/events`, {
          headers: { Authorization: `Bearer ${token}` },
          signal: controller.signal,
          // A phone switching apps keeps its stream: the changes are there when the partner comes back.
          openWhenHidden: true,
          async onopen(res) {
            if (res.status === 401 || res.status === 403) throw new StreamRefused();
            // A replica that reconnects finds what it missed in the inbox too.
            void load().catch(() => undefined);
          },
          onmessage(message) {
            if (message.event !== 'lead') return;
            const event = JSON.parse(message.data) as LiveEvent;
            self.noteChange(event);
            void load().catch(() => undefined);
            onChange(event);
          },
          onerror(error) {
            if (error instanceof StreamRefused) throw error;
            // Otherwise the library retries (the server's retry interval), from the last event id.
          },
        }).catch(() => undefined);
      },
      stop() {
        self.controller?.abort();
        self.setController(null);
      },
    };
  });

export type InboxStoreInstance = Instance<typeof InboxStore>;
