// One project's panel data (spec 02 §2 "Project detail side panel", §7 GET /projects/{id}).
import { getEnv, types } from 'mobx-state-tree';
import { unwrap } from '../../../api/client';
import type { components } from '../../../api/schema';
import { LoadStates, type LoadStatus } from '../../../shared/state/loadStates';
import type { RootEnv } from '../../../shared/state/RootEnv';

/** The project of GET /projects/{id} (its images and floor plans are always there). */
export type ProjectDetail = components['schemas']['Project'];

export const ProjectDetailStore = LoadStates.named('ProjectDetailStore')
  .props({ projectId: types.integer })
  .volatile(() => ({ project: null as ProjectDetail | null }))
  .views((self) => ({
    get state(): LoadStatus {
      return self.statusOf('project');
    },
  }))
  .actions((self) => ({
    load: () =>
      self.track(
        'project',
        () =>
          unwrap(
            getEnv<RootEnv>(self).api.GET('/projects/{id}', { params: { path: { id: self.projectId } } }),
          ),
        (project) => {
          self.project = project;
        },
      ),
  }));
