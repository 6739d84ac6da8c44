// Column layouts of the list screens (spec 02 §3, §7, §9): kept in browser storage under 'fields'
// and on the server through /userField; restored with validation, defaults when invalid. The
// browser entry names the user it belongs to: another account's layout is never used or sent.
import { flow, getEnv, toGenerator, types } from 'mobx-state-tree';
import { ensureOk, unwrap } from '../../api/client';
import {
  type DeviceClass,
  defaultRecords,
  FIELDS_STORAGE_KEY,
  type FieldItem,
  type FieldType,
  itemsFor,
  restoreRecords,
  type UserFieldRecord,
  withItems,
} from '../../domain/columnLayouts';
import { schemaGuard } from '../../domain/schemaGuard';
import { LoadTracked } from '../../shared/state/loadStates';
import { persistedValue } from '../../shared/state/persistedValue';
import type { RootEnv } from '../../shared/state/RootEnv';

type StoredFields = { user: number | null; records: UserFieldRecord[] };

/** The 'fields' entry: `{ user, records }`; an entry of the old shape (a bare list) has no user. */
export const storedFields = persistedValue<StoredFields, { user?: unknown; records?: unknown }>({
  key: FIELDS_STORAGE_KEY,
  isValid: schemaGuard({
    type: 'object',
    required: ['user', 'records'],
    properties: { user: { type: 'integer' } },
  }),
  restore: (stored) => ({
    user: typeof stored.user === 'number' ? stored.user : null,
    records: restoreRecords(stored.records),
  }),
  fallback: () => ({ user: null, records: defaultRecords() }),
});

/** The browser copy of `user`'s layouts; the defaults when the entry is missing, invalid or another user's. */
export function storedRecordsOf(storage: RootEnv['storage'], user: number): UserFieldRecord[] {
  const stored = storedFields.read(storage);
  return stored.user === user ? stored.records : defaultRecords();
}

export const ColumnLayoutsStore = LoadTracked.named('ColumnLayoutsStore')
  .props({
    records: types.frozen<UserFieldRecord[]>(defaultRecords()),
  })
  .volatile(() => ({ user: null as number | null }))
  .views((self) => ({
    record(type: FieldType): UserFieldRecord | undefined {
      return self.records.find((r) => r.type === type);
    },
    /** The columns of a list for a device class, in order, with their visibility. */
    items(type: FieldType, device: DeviceClass): FieldItem[] {
      const record = self.records.find((r) => r.type === type);
      return record ? itemsFor(record.field, type, device) : itemsFor({}, type, device);
    },
  }))
  .actions((self) => {
    const env = () => getEnv<RootEnv>(self);

    function replace(records: UserFieldRecord[]) {
      self.records = records;
      storedFields.write(env().storage, { user: self.user, records });
    }

    function setUser(user: number) {
      self.user = user;
      self.records = storedRecordsOf(env().storage, user);
    }

    return {
      /** GET /userField; when empty, POST the defaults of all four lists. Failures keep the local copy. */
      load(user: number) {
        setUser(user);
        const { api } = env();
        return self.track(
          'main',
          async () => {
            const list = await unwrap(api.GET('/userField'));
            if (list.length > 0) return restoreRecords(list);
            const fields = defaultRecords().map((r) => ({ type: r.type, field: r.field }));
            return restoreRecords(await unwrap(api.POST('/userField', { body: { fields } })));
          },
          replace,
        );
      },

      /** Replaces a list's columns for a device (after a reorder or a show/hide) and saves it. */
      setItems: flow(function* setItems(type: FieldType, device: DeviceClass, items: readonly FieldItem[]) {
        const current = self.records.find((r) => r.type === type) ?? { id: null, type, field: {} };
        const next: UserFieldRecord = { ...current, field: withItems(current.field, type, device, items) };
        replace(self.records.map((r) => (r.type === type ? next : r)));
        if (next.id === null) return;
        try {
          yield* toGenerator(
            ensureOk(
              env().api.PUT('/userField/{id}', {
                params: { path: { id: next.id } },
                body: { type, field: next.field },
              }),
            ),
          );
        } catch {
          // Kept in browser storage; the next successful save sends it again.
        }
      }),
    };
  });
