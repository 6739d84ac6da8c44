// The project catalogue on this device (ids and names), so that Add Lead finds any project offline:
// fetched from GET /projects once per session when the form opens online, kept in browser storage for
// the signed-in partner (sign-out removes it), searched as the server searches while offline.
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { unwrap } from '../../api/client';
import { type CatalogueProject, matchProjects } from '../../domain/projectCatalogue';
import type { RemoteSearch } from '../../shared/form/RemoteSearchInput';
import { projectSearch } from '../../shared/search/remoteSearches';
import type { RootEnv } from '../../shared/state/RootEnv';
import { isNetworkFailure } from '../outbox/sendLead';
import { storedCatalogue as stored } from './projectCatalogueCopy';

/** Projects fetched per page (the API's largest page). */
const PAGE_SIZE = 500;

export const ProjectCatalogueStore = types
  .model('ProjectCatalogueStore', {})
  .volatile(() => ({
    userId: null as number | null,
    projects: [] as CatalogueProject[],
    /** Fetched from the server since the app started. */
    fresh: false,
  }))
  .actions((self) => {
    const env = () => getEnv<RootEnv>(self);

    /** The partner's copy from storage (another partner's is not theirs). */
    function restore(userId: number) {
      if (self.userId === userId) return;
      const copy = stored.read(env().storage);
      self.userId = userId;
      self.projects = copy?.userId === userId ? copy.projects : [];
      self.fresh = false;
    }

    function keep(userId: number, projects: CatalogueProject[]) {
      self.projects = projects;
      self.fresh = true;
      stored.write(env().storage, { userId, savedAt: env().now(), projects });
    }

    return {
      restore,
      /** The active projects' ids and names, once per session; a failure keeps the device's copy. */
      load: flow(function* load(userId: number) {
        restore(userId);
        if (self.fresh) return;
        const projects: CatalogueProject[] = [];
        try {
          for (let pageId = 1; ; pageId += 1) {
            const page = yield* toGenerator(
              unwrap(
                env().api.GET('/projects', { params: { query: { is_active: 1, size: PAGE_SIZE, pageId } } }),
              ),
            );
            projects.push(...page.projects.map((p) => ({ id: p.id, name: p.name })));
            if (page.projects.length < PAGE_SIZE || projects.length >= page.count) break;
          }
        } catch {
          return;
        }
        if (self.userId === userId) keep(userId, projects);
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
