import { describe, expect, it } from 'vitest';
import {
  defaultLayout,
  fitLayout,
  type Layout,
  layoutLeaves,
  mosaicStorageKey,
  restoreLayout,
  saveLayout,
  validateLayout,
} from '../../src/app/workspace/mosaicLayout';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe('defaultLayout', () => {
  it('is the list alone, or the panes in a row with the detail taking a third', () => {
    expect(defaultLayout(['list'])).toBe('list');
    expect(defaultLayout(['list', 'detail'])).toEqual({
      type: 'split',
      direction: 'row',
      children: ['list', 'detail'],
      splitPercentages: [66.67, 33.33],
    });
    const withPulse = defaultLayout(['pulse', 'list']);
    expect(withPulse).toEqual({
      type: 'split',
      direction: 'row',
      children: ['list', 'pulse'],
      splitPercentages: [70, 30],
    });
    const all = defaultLayout(['list', 'detail', 'compare', 'pulse']);
    expect(typeof all === 'object' && all.type === 'split' ? all.splitPercentages : null).toEqual([
      15, 30, 30, 25,
    ]);
  });
});

describe('validateLayout', () => {
  const good = { type: 'split', direction: 'row', children: ['list', 'pulse'], splitPercentages: [55, 45] };

  it('accepts a well-formed tree of exactly the open panes', () => {
    expect(validateLayout(good, ['list', 'pulse'])).toEqual(good);
    const nested = {
      type: 'split',
      direction: 'row',
      children: ['list', { type: 'split', direction: 'column', children: ['detail', 'pulse'] }],
      splitPercentages: [60, 40],
    };
    const parsed = validateLayout(nested, ['list', 'detail', 'pulse']);
    expect(parsed).toEqual(nested);
    expect(parsed && layoutLeaves(parsed)).toEqual(['list', 'detail', 'pulse']);
  });

  it('rejects anything else', () => {
    const bad: unknown[] = [
      null,
      42,
      'nonsense',
      { type: 'split', direction: 'diagonal', children: ['list', 'pulse'] },
      { type: 'split', direction: 'row', children: ['list'] },
      { type: 'split', direction: 'row', children: ['list', 'pulse'], splitPercentages: [50, 60] },
      { type: 'split', direction: 'row', children: ['list', 'pulse'], splitPercentages: [100, 0] },
      { type: 'split', direction: 'row', children: ['list', 'pulse'], splitPercentages: ['50', '50'] },
      { type: 'split', direction: 'row', children: ['list', 'list'] },
      { type: 'split', direction: 'row', children: ['list', 'detail'] },
      { type: 'split', direction: 'row', children: ['list', 'pulse', 'detail'] },
      { type: 'tabs', tabs: ['list', 'pulse'], activeTabIndex: 5 },
      { first: 'list', second: 'pulse', direction: 'row' },
    ];
    for (const value of bad) expect(validateLayout(value, ['list', 'pulse'])).toBeNull();
  });
});

describe('restoreLayout and saveLayout', () => {
  it('keeps a layout per screen and per set of panes under a versioned key', () => {
    const storage = memoryStorage();
    const layout: Layout = {
      type: 'split',
      direction: 'row',
      children: ['list', 'pulse'],
      splitPercentages: [40, 60],
    };
    saveLayout(storage, 7, 'leads', ['list', 'pulse'], layout);
    expect(mosaicStorageKey(7, 'leads')).toBe('pp.mosaic.v2.7.leads');
    expect(storage.map.has('pp.mosaic.v2.7.leads')).toBe(true);
    expect(restoreLayout(storage, 7, 'leads', ['list', 'pulse'])).toEqual(layout);
    expect(restoreLayout(storage, 7, 'leads', ['list', 'detail'])).toEqual(defaultLayout(['list', 'detail']));
    expect(restoreLayout(storage, 7, 'bookings', ['list', 'pulse'])).toEqual(
      defaultLayout(['list', 'pulse']),
    );
    // Another partner on the same browser has the defaults.
    expect(restoreLayout(storage, 8, 'leads', ['list', 'pulse'])).toEqual(defaultLayout(['list', 'pulse']));
  });

  it('falls back to the default when the stored entry is corrupt or invalid', () => {
    const storage = memoryStorage();
    storage.setItem('pp.mosaic.v2.7.leads', '{not json');
    expect(restoreLayout(storage, 7, 'leads', ['list', 'pulse'])).toEqual(defaultLayout(['list', 'pulse']));
    storage.setItem(
      'pp.mosaic.v2.7.leads',
      JSON.stringify({ 'list+pulse': { type: 'split', children: [] } }),
    );
    expect(restoreLayout(storage, 7, 'leads', ['list', 'pulse'])).toEqual(defaultLayout(['list', 'pulse']));
    storage.setItem('pp.mosaic.v2.7.leads', JSON.stringify(['list']));
    expect(restoreLayout(storage, 7, 'leads', ['list', 'pulse'])).toEqual(defaultLayout(['list', 'pulse']));
  });
});

describe('fitLayout', () => {
  const three: Layout = {
    type: 'split',
    direction: 'row',
    children: ['list', 'detail', 'compare', 'pulse'],
    splitPercentages: [15, 30, 30, 25],
  };

  it('leaves a layout whose list is wide enough as it is', () => {
    const layout = defaultLayout(['list', 'detail']);
    expect(fitLayout(layout, 1200)).toBe(layout);
  });

  it('takes width from the panels down to their minimum to give the list its minimum', () => {
    const layout: Layout = {
      type: 'split',
      direction: 'row',
      children: ['list', 'detail', 'pulse'],
      splitPercentages: [30, 40, 30],
    };
    // 560 px of 1400 is 40 %: the panels give 10 % between them, in proportion to what they can give
    // above their 280 px (20 %): 20 and 10.
    expect(fitLayout(layout, 1400)).toEqual({ ...layout, splitPercentages: [40, 33.33, 26.67] });
  });

  it('stacks the panels in one column beside the list when shrinking them is not enough', () => {
    expect(fitLayout(three, 1200)).toEqual({
      type: 'split',
      direction: 'row',
      children: ['list', { type: 'split', direction: 'column', children: ['detail', 'compare', 'pulse'] }],
      splitPercentages: [46.67, 53.33],
    });
  });

  it('keeps a panel at its own minimum in a narrow window', () => {
    const layout: Layout = {
      type: 'split',
      direction: 'row',
      children: ['list', 'detail'],
      splitPercentages: [50, 50],
    };
    // 700 px: 280 px for the panel leaves the list 420 px (60 %).
    expect(fitLayout(layout, 700)).toEqual({ ...layout, splitPercentages: [60, 40] });
  });
});
