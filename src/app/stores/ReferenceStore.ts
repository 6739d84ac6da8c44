// Reference data loaded at start-up and used by other screens: regions, parent regions, lead stages,
// internal statuses and sources (spec 01 §2.3.2, §7).
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { unwrap } from '../../api/client';
import type { components } from '../../api/schema';
import type { RootEnv } from '../RootStore';
import type { LoadStatus } from './loadStatus';

export type Region = components['schemas']['Region'];
export type IdName = components['schemas']['IdName'];
export type Stage = components['schemas']['Stage'];

type ReferenceList = 'regions' | 'parents' | 'stages' | 'statuses' | 'sources';

export const REGIONS_LIMIT = 50;

function initialStatus(): Record<ReferenceList, LoadStatus> {
  return { regions: 'idle', parents: 'idle', stages: 'idle', statuses: 'idle', sources: 'idle' };
}

export const ReferenceStore = types
  .model('ReferenceStore', {
    regions: types.frozen<Region[]>([]),
    parents: types.frozen<IdName[]>([]),
    stages: types.frozen<Stage[]>([]),
    statuses: types.frozen<IdName[]>([]),
    sources: types.frozen<IdName[]>([]),
  })
  .volatile(() => ({ status: initialStatus() }))
  .views((self) => ({
    isLoading(list: ReferenceList): boolean {
      return self.status[list] === 'pending';
    },
    regionName(id: number): string {
      return self.regions.find((r) => r.id === id)?.name ?? '';
    },
  }))
  .actions((self) => {
    const api = () => getEnv<RootEnv>(self).api;

    function setStatus(list: ReferenceList, status: LoadStatus) {
      self.status = { ...self.status, [list]: status };
    }

    return {
      loadRegions: flow(function* loadRegions() {
        setStatus('regions', 'pending');
        try {
          self.regions = yield* toGenerator(
            unwrap(api().GET('/regions', { params: { query: { limit: REGIONS_LIMIT } } })),
          );
          setStatus('regions', 'fulfilled');
        } catch {
          setStatus('regions', 'rejected');
        }
      }),
      loadParents: flow(function* loadParents() {
        setStatus('parents', 'pending');
        try {
          self.parents = yield* toGenerator(unwrap(api().GET('/regionparents')));
          setStatus('parents', 'fulfilled');
        } catch {
          setStatus('parents', 'rejected');
        }
      }),
      loadStages: flow(function* loadStages() {
        setStatus('stages', 'pending');
        try {
          self.stages = yield* toGenerator(
            unwrap(api().GET('/users/stages', { params: { query: { type: 'LEAD' } } })),
          );
          setStatus('stages', 'fulfilled');
        } catch {
          setStatus('stages', 'rejected');
        }
      }),
      loadStatuses: flow(function* loadStatuses() {
        setStatus('statuses', 'pending');
        try {
          self.statuses = yield* toGenerator(unwrap(api().GET('/lead_internal_status')));
          setStatus('statuses', 'fulfilled');
        } catch {
          setStatus('statuses', 'rejected');
        }
      }),
      loadSources: flow(function* loadSources() {
        setStatus('sources', 'pending');
        try {
          self.sources = yield* toGenerator(unwrap(api().GET('/sources')));
          setStatus('sources', 'fulfilled');
        } catch {
          setStatus('sources', 'rejected');
        }
      }),
    };
  });

export type ReferenceStoreInstance = Instance<typeof ReferenceStore>;
