// The project catalogue on this device (ids and names), so that Add Lead finds any project offline:
// fetched from GET /projects once per session (at start-up once the page is idle, and when the form
// opens), kept among the device's copies of the signed-in partner's answers (sign-out removes them),
// searched as the server searches while offline.
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { type Api, unwrap } from '../../api/client';
import { type CatalogueProject, matchProjects } from '../../domain/projectCatalogue';
import type { RemoteSearch } from '../../shared/form/RemoteSearchInput';
import { projectSearch } from '../../shared/search/remoteSearches';
import type { RootEnv } from '../../shared/state/RootEnv';
import { isNetworkFailure } from '../outbox/sendLead';

/** Projects fetched per page (the API's largest page). */
const PAGE_SIZE = 500;

/** Every active project's id and name, page by page, through `api` (the network's or the device's copies). */
async function fetchCatalogue(api: Api): Promise<CatalogueProject[]> {
  const projects: CatalogueProject[] = [];
  for (let pageId = 1; ; pageId += 1) {
    const page = await unwrap(
      api.GET('/projects', { params: { query: { is_active: 1, size: PAGE_SIZE, pageId } } }),
    );
    projects.push(...page.projects.map((p) => ({ id: p.id, name: p.name })));
    if (page.projects.length < PAGE_SIZE || projects.length >= page.count) return projects;
  }
}

export const ProjectCatalogueStore = types
  .model('ProjectCatalogueStore', {})
  .volatile(() => ({
    userId: null as number | null,
    projects: [] as CatalogueProject[],
    /** Fetched from the server since the app started. */
    fresh: false,
  }))
  .actions((self) => ({
    keep(userId: number, projects: CatalogueProject[], fresh: boolean) {
      if (self.userId !== userId || self.fresh) return;
      self.projects = projects;
      self.fresh = fresh;
    },
    forUser(userId: number) {
      if (self.userId === userId) return;
      self.userId = userId;
      self.projects = [];
      self.fresh = false;
    },
  }))
  .actions((self) => {
    const env = () => getEnv<RootEnv>(self);
    return {
      /**
       * The active projects' ids and names, once per session: the device's copy of the answers at once,
       * then the server's (which the device keeps for the next time offline); a failure keeps the copy.
       */
      load: flow(function* load(userId: number) {
        self.forUser(userId);
        if (self.fresh) return;
        const copy = env()
          .fromDevice(({ api }) => fetchCatalogue(api))
          .then((read) => {
            if (read) self.keep(userId, read.value, false);
          });
        try {
          const projects = yield* toGenerator(fetchCatalogue(env().api));
          self.keep(userId, projects, env().reachability.reachable);
        } catch {
          yield copy;
        }
      }),
    };
  })
  .views((self) => ({
    /**
     * The Add Lead form's project search: the server's while online, the device's copy offline (and
     * when the server gives no answer).
     */
    searchFor(online: boolean): RemoteSearch {
      const server = projectSearch(getEnv<RootEnv>(self).api);
      const local = (q: string) => Promise.resolve(matchProjects(self.projects, q));
      if (!online) return local;
      return (q, signal) =>
        server(q, signal).catch((error: unknown) =>
          isNetworkFailure(error) ? local(q) : Promise.reject(error),
        );
    },
  }));

export type ProjectCatalogueStoreInstance = Instance<typeof ProjectCatalogueStore>;
