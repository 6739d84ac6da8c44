// One lead's panel data (spec 02 "Lead detail panel", §7): the lead, its activity history, its
// comments and its call recordings, each with a pending / rejected / fulfilled state.
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { unwrap } from '../../../api/client';
import type { components as EngageComponents } from '../../../api/engage';
import type { components } from '../../../api/schema';
import type { RootEnv } from '../../../app/RootStore';
import type { LoadStatus } from '../../../app/stores/loadStatus';
import type { Lead } from '../LeadsStore';

export type ActivityEntry = components['schemas']['ActivityEntry'];
export type LeadComment = EngageComponents['schemas']['Comment'];
export type CallRecording = EngageComponents['schemas']['CallRecording'];

export const LeadDetailStore = types
  .model('LeadDetailStore', { leadId: types.integer, userId: types.integer })
  .volatile(() => ({
    lead: null as Lead | null,
    leadState: 'idle' as LoadStatus,
    activities: [] as ActivityEntry[],
    activitiesState: 'idle' as LoadStatus,
    comments: [] as LeadComment[],
    commentsState: 'idle' as LoadStatus,
    recordings: [] as CallRecording[],
    recordingsState: 'idle' as LoadStatus,
  }))
  .actions((self) => {
    const env = () => getEnv<RootEnv>(self);
    return {
      loadLead: flow(function* loadLead() {
        self.leadState = 'pending';
        try {
          const lead = yield* toGenerator(
            unwrap(env().api.GET('/leads/{id}', { params: { path: { id: self.leadId } } })),
          );
          self.lead = lead;
          self.leadState = 'fulfilled';
        } catch {
          self.leadState = 'rejected';
        }
      }),
      loadActivities: flow(function* loadActivities() {
        self.activitiesState = 'pending';
        try {
          self.activities = yield* toGenerator(
            unwrap(
              env().api.GET('/updateLogs/{leadId}', {
                params: {
                  path: { leadId: self.leadId },
                  query: { order_by: 'action_date', order_type: 'desc' },
                },
              }),
            ),
          );
          self.activitiesState = 'fulfilled';
        } catch {
          self.activitiesState = 'rejected';
        }
      }),
      loadComments: flow(function* loadComments() {
        self.commentsState = 'pending';
        try {
          self.comments = yield* toGenerator(
            unwrap(
              env().engage.GET('/{userId}/{leadId}/comments', {
                params: { path: { userId: self.userId, leadId: self.leadId } },
              }),
            ),
          );
          self.commentsState = 'fulfilled';
        } catch {
          self.commentsState = 'rejected';
        }
      }),
      loadRecordings: flow(function* loadRecordings() {
        self.recordingsState = 'pending';
        try {
          const page = yield* toGenerator(
            unwrap(
              env().engage.GET('/callDetail', {
                params: { query: { object_id: self.leadId, size: 100, pageId: 1 } },
              }),
            ),
          );
          self.recordings = page.rows;
          self.recordingsState = 'fulfilled';
        } catch {
          self.recordingsState = 'rejected';
        }
      }),
    };
  })
  .actions((self) => ({
    loadAll() {
      void self.loadLead();
      void self.loadActivities();
      void self.loadComments();
      void self.loadRecordings();
    },
  }));

export type LeadDetailStoreInstance = Instance<typeof LeadDetailStore>;
