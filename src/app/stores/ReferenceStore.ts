// Reference data loaded at start-up and used by other screens: regions, parent regions, lead stages,
// internal statuses and sources (spec 01 §2.3.2, §7).
import { type Instance, types } from 'mobx-state-tree';
import { unwrap } from '../../api/client';
import type { components } from '../../api/schema';
import type { Clients } from '../../shared/state/fromDevice';
import { LoadStates, type LoadStatus } from '../../shared/state/loadStates';
import { REGIONS_LIMIT } from './referenceLimits';

export type Region = components['schemas']['Region'];
export type IdName = components['schemas']['IdName'];
export type Stage = components['schemas']['Stage'];

export type ReferenceList = 'regions' | 'parents' | 'stages' | 'statuses' | 'sources';
type ReferenceValues = {
  regions: Region[];
  parents: IdName[];
  stages: Stage[];
  statuses: IdName[];
  sources: IdName[];
};

export const ReferenceStore = LoadStates.named('ReferenceStore')
  .props({
    regions: types.frozen<Region[]>([]),
    parents: types.frozen<IdName[]>([]),
    stages: types.frozen<Stage[]>([]),
    statuses: types.frozen<IdName[]>([]),
    sources: types.frozen<IdName[]>([]),
  })
  .views((self) => ({
    /** The state of each reference list's load. */
    get status(): Record<ReferenceList, LoadStatus> {
      return {
        regions: self.statusOf('regions'),
        parents: self.statusOf('parents'),
        stages: self.statusOf('stages'),
        statuses: self.statusOf('statuses'),
        sources: self.statusOf('sources'),
      };
    },
    regionName(id: number): string {
      return self.regions.find((r) => r.id === id)?.name ?? '';
    },
  }))
  .actions((self) => ({
    setList<K extends ReferenceList>(name: K, value: ReferenceValues[K]) {
      const lists: ReferenceValues = self;
      lists[name] = value;
    },
  }))
  .actions((self) => {
    /** One list's load: the device's copy at once, the server's answer kept when it comes. */
    const loader =
      <K extends ReferenceList>(name: K, fetch: (clients: Clients) => Promise<ReferenceValues[K]>) =>
      () =>
        self.trackCopyFirst(name, fetch, (value) => self.setList(name, value));
    return {
      loadRegions: loader('regions', ({ api }) =>
        unwrap(api.GET('/regions', { params: { query: { limit: REGIONS_LIMIT } } })),
      ),
      loadParents: loader('parents', ({ api }) => unwrap(api.GET('/regionparents'))),
      loadStages: loader('stages', ({ api }) =>
        unwrap(api.GET('/users/stages', { params: { query: { type: 'LEAD' } } })),
      ),
      loadStatuses: loader('statuses', ({ api }) => unwrap(api.GET('/lead_internal_status'))),
      loadSources: loader('sources', ({ api }) => unwrap(api.GET('/sources'))),
    };
  });

export type ReferenceStoreInstance = Instance<typeof ReferenceStore>;
