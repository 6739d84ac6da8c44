// Reference data loaded at start-up and used by other screens: regions, parent regions, lead stages,
// internal statuses and sources (spec 01 §2.3.2, §7).
import { getEnv, type Instance, types } from 'mobx-state-tree';
import { unwrap } from '../../api/client';
import type { components } from '../../api/schema';
import { LoadStates, type LoadStatus } from '../../shared/state/loadStates';
import type { RootEnv } from '../../shared/state/RootEnv';
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
    const api = () => getEnv<RootEnv>(self).api;
    /** One list's load: its state under its name, its answer kept when it comes. */
    const loader =
      <K extends ReferenceList>(name: K, fetch: () => Promise<ReferenceValues[K]>) =>
      () =>
        self.track(name, fetch, (value) => self.setList(name, value));
    return {
      loadRegions: loader('regions', () =>
        unwrap(api().GET('/regions', { params: { query: { limit: REGIONS_LIMIT } } })),
      ),
      loadParents: loader('parents', () => unwrap(api().GET('/regionparents'))),
      loadStages: loader('stages', () =>
        unwrap(api().GET('/users/stages', { params: { query: { type: 'LEAD' } } })),
      ),
      loadStatuses: loader('statuses', () => unwrap(api().GET('/lead_internal_status'))),
      loadSources: loader('sources', () => unwrap(api().GET('/sources'))),
    };
  });

export type ReferenceStoreInstance = Instance<typeof ReferenceStore>;
