import { describe, expect, it } from 'vitest';
import { LAYOUT_DEFAULTS } from '../../src/app/listSpecs';
import {
  defaultLayout,
  type FieldType,
  itemsFor,
  reorderItems,
  withItems,
  withPin,
  withVisibility,
  withWidths,
} from '../../src/domain/columnLayouts';

const names = (items: { name: string }[]) => items.map((i) => i.name);
const defaultsOf = (type: FieldType) => LAYOUT_DEFAULTS[type] ?? [];
const items = (type: FieldType, device: 'desktop' | 'mobile', layout?: Parameters<typeof itemsFor>[0]) =>
  itemsFor(layout, type, defaultsOf(type), device);
const shown = (list: { name: string; show: boolean }[]) => names(list.filter((i) => i.show));

describe('column layout defaults (from the lists column definitions)', () => {
  it('lead: thirteen visible columns on desktop (Protection an extension), then the optional ones hidden', () => {
    const desktop = items('lead', 'desktop');
    expect(shown(desktop)).toEqual([
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
    expect(shown(items('lead', 'mobile'))).toEqual(['ID', 'Client Name', 'Project', 'Stage', 'Protection']);
  });

  it('booking and bulk lead keep one common list; bookings show five columns, amounts right-aligned', () => {
    const booking = defaultLayout('booking', defaultsOf('booking'));
    expect(booking.desktop).toBeUndefined();
    expect(shown(booking.commonFields ?? [])).toEqual([
      'ID',
      'Project',
      'Client Name',
      'Booking Date',
      'Booking ID',
    ]);
    expect(booking.commonFields?.find((i) => i.name === 'Booking Amount')).toEqual({
      name: 'Booking Amount',
      show: false,
      align: 'right',
    });
    expect(shown(items('bulklead', 'mobile'))).toEqual(['ID', 'Region', 'Project', 'Upload Date', 'Status']);
    expect(items('project', 'desktop')).toHaveLength(11);
    expect(shown(items('project', 'mobile'))).toEqual(['ID', 'Project', 'Location']);
  });

  it('campaigns and focus projects have layouts too; a phone shows fewer campaign columns', () => {
    expect(shown(items('campaign', 'mobile'))).toEqual(['Project', 'Amount', 'Status']);
    expect(items('campaign', 'desktop').find((i) => i.name === 'ID')?.show).toBe(false);
    expect(shown(items('focus-project', 'mobile'))).toEqual([
      'Project',
      'Builder',
      'Region',
      'Location',
      'BHK',
      'Price',
      'Slab',
    ]);
  });
});

describe('a stored layout read against the current columns', () => {
  it('keeps a stored layout (order and visibility)', () => {
    const desktop = withVisibility(reorderItems(items('lead', 'desktop'), ['Stage', 'ID']), 'Project', false);
    const restored = items('lead', 'desktop', { desktop: JSON.parse(JSON.stringify(desktop)) });
    expect(names(restored).slice(0, 3)).toEqual(['Stage', 'ID', 'Client Name']);
    expect(restored.find((i) => i.name === 'Project')?.show).toBe(false);
    expect(restored).toHaveLength(23);
  });

  it('an old layout: missing columns appended at the end with their default visibility, unknown names dropped', () => {
    const desktop = items('lead', 'desktop', {
      desktop: [
        { name: 'Stage', show: true },
        { name: 'Old Column', show: true },
        { name: 'ID', show: false },
        { name: 'ID', show: true },
      ],
    });
    expect(names(desktop).slice(0, 3)).toEqual(['Stage', 'ID', 'Client Name']);
    expect(desktop.find((i) => i.name === 'ID')?.show).toBe(false);
    expect(names(desktop)).not.toContain('Old Column');
    expect(desktop.find((i) => i.name === 'Client Name')?.show).toBe(true);
    expect(desktop[desktop.length - 1]).toEqual({ name: 'Is Audit Lead', show: false });
  });

  it('keeps widths and pins; withItems replaces one device list', () => {
    const desktop = items('lead', 'desktop', {
      desktop: [
        { name: 'Stage', show: true, width: 180, pinned: 'left' },
        { name: 'ID', show: true },
      ],
    });
    expect(desktop.slice(0, 2)).toEqual([
      { name: 'Stage', show: true, width: 180, pinned: 'left' },
      { name: 'ID', show: true },
    ]);
    const lead = defaultLayout('lead', defaultsOf('lead'));
    const layout = withItems(lead, 'lead', 'mobile', [{ name: 'Stage', show: true }]);
    expect(items('lead', 'mobile', layout)[0]?.name).toBe('Stage');
    expect(layout.desktop).toEqual(lead.desktop);
  });

  it('withWidths keeps a resized width within 40 to 2000 px; withPin pins and unpins', () => {
    const list = [
      { name: 'ID', show: true },
      { name: 'Stage', show: true },
    ];
    expect(withWidths(list, new Map([['Stage', 12.4]]))).toEqual([
      { name: 'ID', show: true },
      { name: 'Stage', show: true, width: 40 },
    ]);
    const pinned = withPin(list, 'Stage', 'left');
    expect(pinned[1]).toEqual({ name: 'Stage', show: true, pinned: 'left' });
    expect(withPin(pinned, 'Stage', null)[1]).toEqual({ name: 'Stage', show: true });
  });
});
