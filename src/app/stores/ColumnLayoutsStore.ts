// Column layouts of the list screens (spec 02 §3, §7, §9): one record per list on the server through
// /userField, and on the device under 'fields' (the store's `kept` snapshot, which names the user it
// belongs to: another account's layouts are never used or sent). The app gives each list's default
// columns, taken from its column definitions; a record is read against them.
import { applySnapshot, flow, getEnv, type SnapshotIn, toGenerator, types } from 'mobx-state-tree';
import { ensureOk, unwrap } from '../../api/client';
import {
  type DeviceClass,
  defaultLayout,
  FIELD_TYPES,
  FIELDS_STORAGE_KEY,
  type FieldItem,
  type FieldLayout,
  type FieldType,
  isFieldRecord,
  itemsFor,
  type LayoutDefaults,
  withItems,
} from '../../domain/columnLayouts';
import { isRecord } from '../../domain/guards';
import { LoadTracked } from '../../shared/state/loadStates';
import { persistSnapshot } from '../../shared/state/persistSnapshot';
import type { RootEnv } from '../../shared/state/RootEnv';

const LayoutRecord = types.model('LayoutRecord', {
  /** Null until the server has the record. */
  id: types.maybeNull(types.integer),
  type: types.enumeration<FieldType>('FieldType', [...FIELD_TYPES]),
  field: types.frozen<FieldLayout>(),
});

const KeptModel = types.model('KeptLayouts', {
  version: types.optional(types.literal(2), 2),
  user: types.maybeNull(types.integer),
  records: types.array(LayoutRecord),
});

/** The records of a stored or answered list with the right shape, one per type. */
function validRecords(list: unknown): SnapshotIn<typeof LayoutRecord>[] {
  const records: SnapshotIn<typeof LayoutRecord>[] = [];
  for (const r of Array.isArray(list) ? list : []) {
    if (isFieldRecord(r) && !records.some((x) => x.type === r.type))
      records.push({ id: typeof r.id === 'number' ? r.id : null, type: r.type, field: r.field });
  }
  return records;
}

/**
 * The 'fields' entry, versioned: 2 `{ version, user, records }`; before it `{ user, records }`, and first
 * a bare list of records, which names no user and so is never any partner's.
 */
const KeptLayouts = types.snapshotProcessor(KeptModel, {
  preProcessor(stored: unknown): SnapshotIn<typeof KeptModel> {
    const entry = isRecord(stored) ? stored : { records: stored };
    const user = typeof entry.user === 'number' && Number.isInteger(entry.user) ? entry.user : null;
    return { version: 2, user, records: validRecords(entry.records) };
  },
});

/** The browser-kept layouts of the lists that had no layout record before (moved into records once). */
const OLD_LOCAL_LAYOUTS: readonly [FieldType, string][] = [
  ['campaign', 'pp.columns.v1.campaigns'],
  ['focus-project', 'pp.columns.v1.focus-projects'],
];

export const ColumnLayoutsStore = LoadTracked.named('ColumnLayoutsStore')
  .props({
    /** Each list's default columns (given by the app, from the lists' column definitions). */
    defaults: types.frozen<LayoutDefaults>({}),
    kept: types.optional(KeptLayouts, { user: null, records: [] }),
  })
  .views((self) => ({
    /** The columns of a list for a device class, in order, with their visibility. */
    items(type: FieldType, device: DeviceClass): FieldItem[] {
      const record = self.kept.records.find((r) => r.type === type);
      return itemsFor(record?.field, type, self.defaults[type] ?? [], device);
    },
  }))
  .actions((self) => {
    const env = () => getEnv<RootEnv>(self);
    const defaultsOf = (type: FieldType) => defaultLayout(type, self.defaults[type] ?? []);
    const recordOf = (type: FieldType) => self.kept.records.find((r) => r.type === type);

    function put(type: FieldType, field: FieldLayout) {
      const record = recordOf(type);
      if (record) record.field = field;
      else self.kept.records.push({ id: null, type, field });
    }

    return {
      /** Puts the device's copy back. */
      restore() {
        persistSnapshot({ key: FIELDS_STORAGE_KEY, storage: env().storage, node: self.kept });
      },

      /** Each list's default columns (the app gives them once the list specs have loaded). */
      setDefaults(defaults: LayoutDefaults) {
        self.defaults = defaults;
      },

      /**
       * GET /userField (after another account's copy is dropped); the lists the server has no layout of
       * yet (known once `defaultsKnown` resolves) get the device's (the defaults when it has none) by POST,
       * as the spec asks of an empty answer.
       * Failures keep the device's copy.
       */
      load(user: number, defaultsKnown: Promise<unknown> = Promise.resolve()) {
        if (self.kept.user !== user) {
          self.kept.records.clear();
          self.kept.user = user;
        }
        const { api, storage } = env();
        // The layouts campaigns and focus projects kept in the browser (whoever signed in) move in once.
        for (const [type, key] of OLD_LOCAL_LAYOUTS) {
          try {
            const [old] = validRecords([{ type, field: JSON.parse(storage.getItem(key) ?? 'null') }]);
            if (old && !recordOf(type)) put(type, old.field);
            storage.removeItem(key);
          } catch {
            // Unreadable: the list keeps its defaults.
          }
        }
        return self.track(
          'main',
          async () => {
            const list = await unwrap(api.GET('/userField'));
            await defaultsKnown;
            const missing = (Object.keys(self.defaults) as FieldType[]).filter(
              (type) => !list.some((r) => r.type === type),
            );
            if (missing.length === 0) return list;
            const fields = missing.map((type) => ({
              type,
              field: recordOf(type)?.field ?? defaultsOf(type),
            }));
            return unwrap(api.POST('/userField', { body: { fields } }));
          },
          (list) => applySnapshot(self.kept.records, validRecords(list)),
        );
      },

      /** Replaces a list's columns for a device (after a reorder or a show/hide) and saves it. */
      setItems: flow(function* setItems(type: FieldType, device: DeviceClass, items: readonly FieldItem[]) {
        put(type, withItems(recordOf(type)?.field ?? defaultsOf(type), type, device, items));
        const record = recordOf(type);
        if (!record || record.id === null) return;
        const { id, field } = record;
        try {
          yield* toGenerator(
            ensureOk(env().api.PUT('/userField/{id}', { params: { path: { id } }, body: { type, field } })),
          );
        } catch {
          // Kept on the device; the next successful save sends it again.
        }
      }),
    };
  });
