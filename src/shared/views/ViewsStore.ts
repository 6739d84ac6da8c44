// Saved views of the list screens (spec 02 §3 "Saved filter", §7 /userFilter, §9): a view is its
// name, its filter values, its columns (per device class), its page size, whether the left navigation
// lists it, and the list it belongs to. Where a list's views are kept is declared once in its spec
// (`views`): the server's /userFilter or browser storage (the store's `local` snapshot, which names the
// user it belongs to). This store handles both; screens never ask.
import { flow, getEnv, type Instance, type SnapshotIn, toGenerator, types } from 'mobx-state-tree';
import { ensureOk, unwrap } from '../../api/client';
import type { components } from '../../api/schema';
import { type DeviceClass, FIELD_ITEMS_SCHEMA, type FieldItem } from '../../domain/columnLayouts';
import { isRecord } from '../../domain/guards';
import { schemaGuard } from '../../domain/schemaGuard';
import { LoadTracked } from '../state/loadStates';
import { persistSnapshot } from '../state/persistSnapshot';
import type { RootEnv } from '../state/RootEnv';

export type ViewKind = 'server' | 'local';
/** Each list that keeps views, by name, with where it keeps them (given by the app, from the list specs). */
export type ViewListKinds = { readonly [list: string]: ViewKind };
/** The name of a list that keeps views. */
export type ViewList = string;
/** Where a list keeps its views, declared in its spec. */
export type ViewSource = { kind: ViewKind; type: ViewList };

export type FilterValues = { [key: string]: unknown };
export type ViewColumns = { [D in DeviceClass]?: FieldItem[] };
/** What a view holds besides its name: what Save writes. */
export type ViewContent = { filter: FilterValues; columns: ViewColumns | null; size: number | null };

/** The name a view is saved with when none is given (spec 02 §9). */
export const DEFAULT_VIEW_NAME = 'Untitled Filter';
/** How long a deleted view can be brought back before it is deleted for good. */
export const UNDO_DELETE_MS = 5000;
/** The longest name /userFilter takes. */
export const MAX_VIEW_NAME_LENGTH = 100;

export const SavedView = types.model('SavedView', {
  /** Unique across both places: `${list}:${id}`. */
  key: types.identifier,
  id: types.number,
  kind: types.enumeration<ViewKind>('ViewKind', ['server', 'local']),
  list: types.frozen<ViewList>(),
  name: types.string,
  filter: types.frozen<FilterValues>({}),
  columns: types.frozen<ViewColumns | null>(null),
  size: types.maybeNull(types.number),
  pinned: true,
});

export type SavedViewInstance = Instance<typeof SavedView>;
type SavedViewSnapshot = {
  key: string;
  id: number;
  kind: ViewKind;
  list: ViewList;
  name: string;
  filter: FilterValues;
  columns: ViewColumns | null;
  size: number | null;
  pinned: boolean;
};

export const viewKey = (list: ViewList, id: number) => `${list}:${id}`;

const viewColumnsGuard = schemaGuard<ViewColumns>({
  type: 'object',
  properties: { desktop: FIELD_ITEMS_SCHEMA, mobile: FIELD_ITEMS_SCHEMA },
});
const isViewColumns = (value: unknown): value is ViewColumns => isRecord(value) && viewColumnsGuard(value);

/**
 * A view from the server or browser storage, checked before it enters the tree: an entry without a
 * positive integer id or of a list the place does not keep (without `lists`: of no named list) is left
 * out; a missing name becomes 'Untitled Filter'; values, columns, size or pin of the wrong shape become
 * their defaults. Views of the old shape (columns under a '_layout' key of the values) keep those
 * columns as the desktop's.
 */
export function toSavedView(value: unknown, kind: ViewKind, lists?: ViewListKinds): SavedViewSnapshot | null {
  if (!isRecord(value)) return null;
  const { id, type: list, name, filter, columns, size, pinned } = value;
  const known = typeof list === 'string' && list !== '' && (!lists || lists[list] === kind);
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || !known) return null;
  const { _layout: oldLayout, ...values } = isRecord(filter) ? filter : {};
  const oldColumns = Array.isArray(oldLayout) ? { desktop: oldLayout } : null;
  return {
    key: viewKey(list, id),
    id,
    kind,
    list,
    name: typeof name === 'string' && name.trim() !== '' ? name : DEFAULT_VIEW_NAME,
    filter: values,
    columns: isViewColumns(columns) ? columns : isViewColumns(oldColumns) ? oldColumns : null,
    size: typeof size === 'number' && Number.isInteger(size) && size > 0 && size <= 100 ? size : null,
    pinned: typeof pinned === 'boolean' ? pinned : true,
  };
}

function toViews(stored: unknown, kind: ViewKind, lists?: ViewListKinds): SavedViewSnapshot[] {
  const valid: SavedViewSnapshot[] = [];
  for (const entry of Array.isArray(stored) ? stored : []) {
    const view = toSavedView(entry, kind, lists);
    if (view && !valid.some((v) => v.key === view.key)) valid.push(view);
  }
  return valid;
}

/** A browser-kept view as stored: the server's shape (its list under `type`). */
type StoredView = Omit<SavedViewSnapshot, 'key' | 'kind' | 'list'> & { type: ViewList };
function toStored({ id, list, name, filter, columns, size, pinned }: SavedViewSnapshot): StoredView {
  return { id, type: list, name, filter, columns, size, pinned };
}

/** The key of the browser-kept views, and the older keys they are moved from once (then removed). */
export const LOCAL_VIEWS_KEY = 'pp.views.v2';
const OLDER_VIEWS_KEYS = ['pp.views.v1', 'pp.savedFilters.v1'];

const LocalViewsModel = types.model('LocalViews', {
  version: types.optional(types.literal(2), 2),
  user: types.maybeNull(types.integer),
  items: types.array(SavedView),
});

/**
 * The browser-kept views as the device keeps them, versioned: 2 `{ version, user, items }` (the items in
 * the server's shape); before it a bare list of them (pp.views.v1, and pp.savedFilters.v1 before views),
 * which named no user: it is the device's, taken by the first partner to sign in.
 */
const LocalViews = types.snapshotProcessor(LocalViewsModel, {
  preProcessor(stored: unknown): SnapshotIn<typeof LocalViewsModel> {
    const entry = isRecord(stored) ? stored : { items: stored };
    const user = typeof entry.user === 'number' && Number.isInteger(entry.user) ? entry.user : null;
    return { version: 2, user, items: toViews(entry.items, 'local') };
  },
  postProcessor: (snapshot) => ({ ...snapshot, items: snapshot.items.map(toStored) }),
});

/** The lists /userFilter keeps (a spec's server views name one; the server checks). */
type FilterType = components['schemas']['FilterType'];

/** Content changes of a view: the properties given replace the stored ones. */
export type ViewChanges = Partial<ViewContent & { name: string; pinned: boolean }>;

/** The body of POST and PUT /userFilter for content: absent columns and size are left out. */
function contentBody(changes: ViewChanges) {
  const { name, filter, columns, size, pinned } = changes;
  return {
    ...(name === undefined ? {} : { name }),
    ...(filter === undefined ? {} : { filter }),
    ...(columns ? { columns } : {}),
    ...(size ? { size } : {}),
    ...(pinned === undefined ? {} : { pinned }),
  };
}

const cleanName = (name: string | undefined) =>
  name?.trim().slice(0, MAX_VIEW_NAME_LENGTH) || DEFAULT_VIEW_NAME;

export const ViewsStore = LoadTracked.named('ViewsStore')
  .props({
    /** The app's lists that keep views, and where (given by the app, from the list specs). */
    lists: types.frozen<ViewListKinds>({}),
    /** The views of /userFilter. */
    server: types.array(SavedView),
    /** The browser-kept views (the device's copy). */
    local: types.optional(LocalViews, { user: null, items: [] }),
  })
  .volatile(() => ({
    /** Views deleted on screen whose deletion can still be undone (key -> timer). */
    pendingDeletes: new Map<string, ReturnType<typeof setTimeout>>(),
    pendingVersion: 0,
  }))
  .views((self) => ({
    get items(): SavedViewInstance[] {
      return [...self.server, ...self.local.items];
    },
  }))
  .views((self) => ({
    /** A list's views, oldest first, without those being deleted. */
    byList(list: ViewList): SavedViewInstance[] {
      // Read the version so screens follow deletions and their undo.
      void self.pendingVersion;
      return self.items.filter((v) => v.list === list && !self.pendingDeletes.has(v.key));
    },
    get(list: ViewList, id: number): SavedViewInstance | undefined {
      void self.pendingVersion;
      const key = viewKey(list, id);
      return self.pendingDeletes.has(key) ? undefined : self.items.find((v) => v.key === key);
    },
    /** Whether the list's views are known (browser-kept ones always are). */
    isKnown(source: ViewSource): boolean {
      return source.kind === 'local' || self.hasValue('main');
    },
  }))
  .actions((self) => ({
    /** Leaves out of the browser-kept views those of lists whose views the server keeps. */
    dropServerKeptFromLocal() {
      const { items } = self.local;
      for (const view of items.filter((v) => self.lists[v.list] !== 'local')) items.remove(view);
    },
  }))
  .actions((self) => {
    const env = () => getEnv<RootEnv>(self);
    const placeOf = (kind: ViewKind) => (kind === 'local' ? self.local.items : self.server);

    function upsert(view: SavedViewSnapshot): SavedViewInstance {
      const place = placeOf(view.kind);
      const existing = place.find((v) => v.key === view.key);
      if (existing) {
        Object.assign(existing, view);
        return existing;
      }
      place.push(view);
      return place[place.length - 1] as SavedViewInstance;
    }

    function checked(value: unknown): SavedViewSnapshot {
      const view = toSavedView(value, 'server', self.lists);
      if (!view) throw new Error('The saved view came back malformed');
      return view;
    }

    return {
      /** Puts the browser-kept views back (moved once from the older keys; bad entries dropped, never thrown). */
      restore() {
        persistSnapshot({
          key: LOCAL_VIEWS_KEY,
          storage: env().storage,
          node: self.local,
          older: OLDER_VIEWS_KEYS,
        });
      },

      /** The lists that keep views, and where (the app gives them once their specs have loaded). */
      setLists(lists: ViewListKinds) {
        self.lists = lists;
      },

      /**
       * GET /userFilter, once the browser-kept views are `user`'s (another account's are dropped), read
       * once `listsKnown` has resolved. A failure clears the loading flag and keeps the list.
       */
      load(user: number, listsKnown: Promise<unknown> = Promise.resolve()) {
        if (self.local.user !== user) {
          if (self.local.user !== null) self.local.items.clear();
          self.local.user = user;
        }
        return self.trackCopyFirst(
          'main',
          // The answer is read once the app has said which lists keep views.
          ({ api }) => {
            const answer = unwrap(api.GET('/userFilter'));
            // Its failure is read below, once the lists are known: not an unhandled rejection meanwhile.
            answer.catch(() => undefined);
            return listsKnown.then(() => {
              self.dropServerKeptFromLocal();
              return answer;
            });
          },
          (list) => self.server.replace(toViews(list, 'server', self.lists)),
        );
      },

      /** Saves a new view of a list; answers it. The name defaults to 'Untitled Filter'. Throws ApiError. */
      create: flow(function* create(source: ViewSource, content: ViewContent, name?: string) {
        const named = { ...content, name: cleanName(name), pinned: true };
        if (source.kind === 'local') {
          const id = self.local.items.reduce((max, v) => Math.max(max, v.id), 0) + 1;
          const key = viewKey(source.type, id);
          return upsert({ ...named, key, id, kind: 'local', list: source.type });
        }
        const saved = yield* toGenerator(
          unwrap(
            env().api.POST('/userFilter', {
              body: { type: source.type as FilterType, filter: {}, ...contentBody(named) },
            }),
          ),
        );
        return upsert(checked(saved));
      }),

      /** Changes a view in place (name, values, columns, size, pin). Throws ApiError. */
      update: flow(function* update(view: SavedViewInstance, changes: ViewChanges) {
        const next = { ...changes, ...(changes.name === undefined ? {} : { name: cleanName(changes.name) }) };
        if (view.kind === 'local') return Object.assign(view, next);
        const { id } = view;
        const saved = yield* toGenerator(
          unwrap(
            env().api.PUT('/userFilter/{id}', {
              params: { path: { id } },
              body: { id, ...contentBody(next) },
            }),
          ),
        );
        return upsert(checked(saved));
      }),

      /** DELETE /userFilter/{id}, or out of browser storage. Throws ApiError. */
      remove: flow(function* remove(key: string) {
        const view = self.items.find((v) => v.key === key);
        if (!view) return;
        const { kind, id } = view;
        if (kind === 'server') {
          yield* toGenerator(ensureOk(env().api.DELETE('/userFilter/{id}', { params: { path: { id } } })));
        }
        const place = placeOf(kind);
        const current = place.find((v) => v.key === key);
        if (current) place.remove(current);
      }),
    };
  })
  .actions((self) => ({
    setPending(key: string, timer: ReturnType<typeof setTimeout> | null) {
      const existing = self.pendingDeletes.get(key);
      if (existing !== undefined) clearTimeout(existing);
      if (timer === null) self.pendingDeletes.delete(key);
      else self.pendingDeletes.set(key, timer);
      self.pendingVersion += 1;
    },
  }))
  .actions((self) => ({
    /** A copy of a view, named '{name} (copy)'. */
    duplicate(view: SavedViewInstance) {
      const source = { kind: view.kind, type: view.list } as ViewSource;
      const { filter, columns, size } = view;
      return self.create(source, { filter, columns, size }, `${view.name} (copy)`);
    },
    /**
     * Hides a view at once and deletes it after UNDO_DELETE_MS unless the deletion is undone; a
     * failed deletion brings it back.
     */
    removeLater(view: SavedViewInstance) {
      const { key } = view;
      const timer = setTimeout(() => {
        self.remove(key).then(
          () => self.setPending(key, null),
          () => self.setPending(key, null),
        );
      }, UNDO_DELETE_MS);
      self.setPending(key, timer);
    },
    undoRemove(view: SavedViewInstance) {
      self.setPending(view.key, null);
    },
  }));

export type ViewsStoreInstance = Instance<typeof ViewsStore>;
