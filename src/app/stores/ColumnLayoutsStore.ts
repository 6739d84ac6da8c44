// Column layouts of the list screens (spec 02 §3, §7, §9): kept in browser storage under 'fields'
// and on the server through /userField; restored with validation, defaults when invalid.
import { flow, getEnv, toGenerator, types } from 'mobx-state-tree';
import { ensureOk, unwrap } from '../../api/client';
import {
  type DeviceClass,
  defaultRecords,
  FIELDS_STORAGE_KEY,
  type FieldItem,
  type FieldType,
  itemsFor,
  parseStoredRecords,
  restoreRecords,
  type UserFieldRecord,
  withItems,
} from '../../domain/columnLayouts';
import type { RootEnv } from '../RootStore';
import { LoadTracked } from './loadStatus';

export const ColumnLayoutsStore = LoadTracked.named('ColumnLayoutsStore')
  .props({
    records: types.frozen<UserFieldRecord[]>(defaultRecords()),
  })
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

    function persistLocal() {
      env().storage.setItem(FIELDS_STORAGE_KEY, JSON.stringify(self.records));
    }

    function replace(records: UserFieldRecord[]) {
      self.records = records;
      persistLocal();
    }

    return {
      /** GET /userField; when empty, POST the defaults of all four lists. Failures keep the local copy. */
      load: flow(function* load() {
        const { api, storage } = env();
        self.records = parseStoredRecords(storage.getItem(FIELDS_STORAGE_KEY));
        self.setStatus('pending');
        try {
          const list = yield* toGenerator(unwrap(api.GET('/userField')));
          if (list.length === 0) {
            const fields = self.records.map((r) => ({ type: r.type, field: r.field }));
            const created = yield* toGenerator(unwrap(api.POST('/userField', { body: { fields } })));
            replace(restoreRecords(created));
          } else {
            replace(restoreRecords(list));
          }
          self.setStatus('fulfilled');
        } catch {
          // The local copy (or the defaults) stays in use.
          self.setStatus('rejected');
        }
      }),

      /** Replaces a list's columns for a device (after a reorder or a show/hide) and saves it. */
      setItems: flow(function* setItems(type: FieldType, device: DeviceClass, items: FieldItem[]) {
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
