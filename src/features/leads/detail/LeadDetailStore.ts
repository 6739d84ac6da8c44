// One lead's panel data (spec 02 "Lead detail panel", §7): the lead, its activity history, its
// comments and its call recordings, each with a pending / rejected / fulfilled state, each drawn first
// from the device's copy of its last answer.
import { getEnv, type Instance, types } from 'mobx-state-tree';
import { unwrap } from '../../../api/client';
import type { components as EngageComponents } from '../../../api/engage';
import type { components } from '../../../api/schema';
import { LoadStates, type LoadStatus } from '../../../shared/state/loadStates';
import type { RootEnv } from '../../../shared/state/RootEnv';
import type { Lead } from '../leadColumns';

export type ActivityEntry = components['schemas']['ActivityEntry'];
export type LeadComment = EngageComponents['schemas']['Comment'];
export type CallRecording = EngageComponents['schemas']['CallRecording'];

export const LeadDetailStore = LoadStates.named('LeadDetailStore')
  .props({ leadId: types.integer, userId: types.integer })
  .volatile(() => ({
    lead: null as Lead | null,
    activities: [] as ActivityEntry[],
    comments: [] as LeadComment[],
    recordings: [] as CallRecording[],
  }))
  .views((self) => ({
    get leadState(): LoadStatus {
      return self.statusOf('lead');
    },
    get activitiesState(): LoadStatus {
      return self.statusOf('activities');
    },
    get commentsState(): LoadStatus {
      return self.statusOf('comments');
    },
    get recordingsState(): LoadStatus {
      return self.statusOf('recordings');
    },
    /** The lead on screen is the server's answer, not the device's copy: actions on it may go. */
    get leadFresh(): boolean {
      return self.statusOf('lead') === 'fulfilled' && !self.isCopy('lead');
    },
    /** The clock the history's relative times are counted from. */
    now(): number {
      return getEnv<RootEnv>(self).now();
    },
  }))
  .actions((self) => ({
    loadLead: () =>
      self.trackCopyFirst(
        'lead',
        ({ api }) => unwrap(api.GET('/leads/{id}', { params: { path: { id: self.leadId } } })),
        (lead) => {
          self.lead = lead;
        },
      ),
    loadActivities: () =>
      self.trackCopyFirst(
        'activities',
        ({ api }) =>
          unwrap(
            api.GET('/updateLogs/{leadId}', {
              params: {
                path: { leadId: self.leadId },
                query: { order_by: 'action_date', order_type: 'desc' },
              },
            }),
          ),
        (list) => {
          self.activities = list;
        },
      ),
    loadComments: () =>
      self.trackCopyFirst(
        'comments',
        ({ engage }) =>
          unwrap(
            engage.GET('/{userId}/{leadId}/comments', {
              params: { path: { userId: self.userId, leadId: self.leadId } },
            }),
          ),
        (list) => {
          self.comments = list;
        },
      ),
    loadRecordings: () =>
      self.trackCopyFirst(
        'recordings',
        ({ engage }) =>
          unwrap(
            engage.GET('/callDetail', {
              params: { query: { object_id: self.leadId, size: 100, pageId: 1 } },
            }),
          ),
        (page) => {
          self.recordings = page.rows;
        },
      ),
  }))
  .actions((self) => ({
    loadAll() {
      void self.loadLead();
      void self.loadActivities();
      void self.loadComments();
      void self.loadRecordings();
    },
  }));

export type LeadDetailStoreInstance = Instance<typeof LeadDetailStore>;
