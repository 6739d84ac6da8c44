// The top projects of each city (spec 02 §2 "Top projects", §7 GET projects/top_projects?city, §9).
import { getEnv, type Instance, types } from 'mobx-state-tree';
import { unwrap } from '../../api/client';
import type { components } from '../../api/schema';
import { LoadStates, type LoadStatus } from '../../shared/state/loadStates';
import type { RootEnv } from '../../shared/state/RootEnv';
import { screenKey } from '../../shared/state/screenKey';

export type TopProject = components['schemas']['TopProject'];

export const CITIES = ['Mumbai', 'Bangalore', 'Pune', 'Delhi-NCR'] as const;
export type City = (typeof CITIES)[number];

export function isCity(value: string): value is City {
  return CITIES.some((c) => c === value);
}

export const TopProjectsStore = LoadStates.named('TopProjectsStore')
  .props({ city: types.optional(types.enumeration<City>('City', [...CITIES]), 'Mumbai') })
  .volatile(() => ({ byCity: {} as Partial<Record<City, TopProject[]>> }))
  .views((self) => ({
    get projects(): TopProject[] {
      return self.byCity[self.city] ?? [];
    },
    get state(): LoadStatus {
      return self.statusOf(self.city);
    },
  }))
  .actions((self) => ({
    /** Loads the city's list (once; `refresh` loads it again). */
    load(city: City = self.city, again = false) {
      if (!again && (self.byCity[city] || self.isLoading(city))) return Promise.resolve();
      return self.track(
        city,
        () =>
          unwrap(getEnv<RootEnv>(self).api.GET('/projects/top_projects', { params: { query: { city } } })),
        (list) => {
          self.byCity = { ...self.byCity, [city]: list };
        },
      );
    },
  }))
  .actions((self) => ({
    setCity(city: City) {
      self.city = city;
      void self.load(city);
    },
    refresh() {
      return self.load(self.city, true);
    },
  }));

export type TopProjectsStoreInstance = Instance<typeof TopProjectsStore>;

export const TOP_PROJECTS_SCREEN = screenKey('topprojects', TopProjectsStore);
