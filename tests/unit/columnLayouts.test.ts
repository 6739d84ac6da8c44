import { describe, expect, it } from 'vitest';
import { storedRecordsOf } from '../../src/app/stores/ColumnLayoutsStore';
import {
  COLUMN_DEFAULTS,
  defaultLayout,
  defaultRecords,
  FIELD_TYPES,
  itemsFor,
  reorderItems,
  restoreLayout,
  restoreRecords,
  withItems,
  withPin,
  withVisibility,
  withWidths,
} from '../../src/domain/columnLayouts';

const names = (items: { name: string }[]) => items.map((i) => i.name);

describe('column layout defaults', () => {
  it('lead: thirteen visible columns on desktop (Protection an extension), then the optional ones hidden', () => {
    const desktop = itemsFor(defaultLayout('lead'), 'lead', 'desktop');
    expect(desktop.filter((i) => i.show).map((i) => i.name)).toEqual([
      'ID',
      'Client Name',
      'Client Contact',
      'Project',
      'Activity Status',
      'Stage',
      'Protection',
      'Assigned Date',
      'Coming Date',
      'Followup Date',
      'Location',
      'Region',
      'Last Update Date',
    ]);
    expect(desktop.filter((i) => !i.show)).toHaveLength(10);
  });

  it('booking and bulk lead keep one common list; bookings show five columns', () => {
    const booking = defaultLayout('booking');
    expect(booking.desktop).toBeUndefined();
    expect(booking.commonFields?.filter((i) => i.show).map((i) => i.name)).toEqual([
      'ID',
      'Project',
      'Client Name',
      'Booking Date',
      'Booking ID',
    ]);
    expect(
      defaultLayout('bulklead')
        .commonFields?.filter((i) => i.show)
        .map((i) => i.name),
    ).toEqual(['ID', 'Region', 'Project', 'Upload Date', 'Status']);
    expect(names(itemsFor(defaultLayout('project'), 'project', 'desktop'))).toHaveLength(11);
  });

  it('one record per list type', () => {
    expect(defaultRecords().map((r) => r.type)).toEqual([...FIELD_TYPES]);
  });
});

describe('restoreLayout', () => {
  it('keeps a valid stored layout (order and visibility)', () => {
    const desktop = reorderItems(itemsFor(defaultLayout('lead'), 'lead', 'desktop'), ['Stage', 'ID']);
    const stored = {
      desktop: withVisibility(desktop, 'Project', false),
      mobile: defaultLayout('lead').mobile,
    };
    const restored = restoreLayout('lead', JSON.parse(JSON.stringify(stored)));
    expect(names(restored.desktop ?? []).slice(0, 3)).toEqual(['Stage', 'ID', 'Client Name']);
    expect(restored.desktop?.find((i) => i.name === 'Project')?.show).toBe(false);
    expect(restored.desktop).toHaveLength(COLUMN_DEFAULTS.lead.length);
  });

  it('an old layout: missing columns appended at the end with their default visibility, unknown names dropped', () => {
    const stored = {
      desktop: [
        { name: 'Stage', show: true },
        { name: 'Old Column', show: true },
        { name: 'ID', show: false },
        { name: 'ID', show: true },
      ],
    };
    const restored = restoreLayout('lead', stored);
    const desktop = restored.desktop ?? [];
    expect(names(desktop).slice(0, 3)).toEqual(['Stage', 'ID', 'Client Name']);
    expect(desktop.find((i) => i.name === 'ID')?.show).toBe(false);
    expect(names(desktop)).not.toContain('Old Column');
    expect(desktop.find((i) => i.name === 'Client Name')?.show).toBe(true);
    expect(desktop.find((i) => i.name === 'Is Audit Lead')?.show).toBe(false);
    expect(desktop[desktop.length - 1]?.name).toBe('Is Audit Lead');
    expect(restored.mobile).toEqual(defaultLayout('lead').mobile);
  });

  it('a corrupted layout gives the defaults', () => {
    for (const bad of [null, 42, 'x', { desktop: 'no' }, { desktop: [{ name: '', show: true }] }, [{}]]) {
      expect(restoreLayout('lead', bad)).toEqual(defaultLayout('lead'));
    }
  });
});

describe('restoreRecords / parseStoredRecords', () => {
  it('reads the server answer', () => {
    const records = restoreRecords([
      { id: 7, type: 'booking', field: { commonFields: [{ name: 'ID', show: true }] } },
    ]);
    expect(records.find((r) => r.type === 'booking')?.id).toBe(7);
    expect(records.find((r) => r.type === 'lead')?.id).toBeNull();
    expect(records.find((r) => r.type === 'booking')?.field.commonFields).toHaveLength(14);
  });

  it("never throws on corrupted storage, and never takes another user's layout", () => {
    const storageWith = (text: string | null) => ({
      getItem: () => text,
      setItem: () => undefined,
      removeItem: () => undefined,
    });
    for (const text of [
      '{not json',
      null,
      '{"a":1}',
      '[{"type":"nope","field":{}}]',
      '{"user":1,"records":7}',
    ]) {
      expect(storedRecordsOf(storageWith(text), 1)).toEqual(defaultRecords());
    }
    const mine = JSON.stringify({
      user: 1,
      records: [{ id: 3, type: 'lead', field: { desktop: [{ name: 'Stage', show: true }] } }],
    });
    expect(storedRecordsOf(storageWith(mine), 1).find((r) => r.type === 'lead')?.id).toBe(3);
    expect(storedRecordsOf(storageWith(mine), 2)).toEqual(defaultRecords());
  });

  it('withItems replaces the device list, merged with the current columns', () => {
    const layout = withItems(defaultLayout('lead'), 'lead', 'mobile', [{ name: 'Stage', show: true }]);
    expect(layout.mobile?.[0]?.name).toBe('Stage');
    expect(layout.mobile).toHaveLength(COLUMN_DEFAULTS.lead.length);
    expect(layout.desktop).toEqual(defaultLayout('lead').desktop);
  });
});

describe('widths and pins of columns', () => {
  it('are kept through a restore, and a width or pin of the wrong shape gives the defaults', () => {
    const stored = {
      desktop: [
        { name: 'Stage', show: true, width: 180, pinned: 'left' },
        { name: 'ID', show: true },
      ],
    };
    const desktop = restoreLayout('lead', stored).desktop ?? [];
    expect(desktop.slice(0, 2)).toEqual([
      { name: 'Stage', show: true, width: 180, pinned: 'left' },
      { name: 'ID', show: true },
    ]);
    expect(restoreLayout('lead', { desktop: [{ name: 'Stage', show: true, width: 'wide' }] })).toEqual(
      defaultLayout('lead'),
    );
    expect(restoreLayout('lead', { desktop: [{ name: 'Stage', show: true, pinned: 'top' }] })).toEqual(
      defaultLayout('lead'),
    );
  });

  it('withWidths keeps a resized width within 40 to 2000 px; withPin pins and unpins', () => {
    const items = [
      { name: 'ID', show: true },
      { name: 'Stage', show: true },
    ];
    expect(withWidths(items, new Map([['Stage', 12.4]]))).toEqual([
      { name: 'ID', show: true },
      { name: 'Stage', show: true, width: 40 },
    ]);
    const pinned = withPin(items, 'Stage', 'left');
    expect(pinned[1]).toEqual({ name: 'Stage', show: true, pinned: 'left' });
    expect(withPin(pinned, 'Stage', null)[1]).toEqual({ name: 'Stage', show: true });
  });
});
