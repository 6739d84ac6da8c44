import { describe, expect, it } from 'vitest';
import { createRootStore } from '../../src/app/RootStore';
import { LOCAL_FILTERS_KEY, parseLocalFilters } from '../../src/app/stores/LocalSavedFiltersStore';
import { fakeEnvironment } from './fakeEnvironment';

describe('saved filters kept in the browser (campaign, focus-project)', () => {
  it('saves with the default name, renames, deletes, and survives a new store', () => {
    const { env } = fakeEnvironment(() => undefined);
    const store = createRootStore(env);
    const saved = store.localFilters.create('campaign', { campaign_type: [{ id: 1, name: 'Google Ads' }] });
    expect(saved.name).toBe('Untitled Filter');
    store.localFilters.create('focus-project', { region_id: [{ id: 2, name: 'Pune' }] }, 'Pune focus');
    store.localFilters.rename(saved.id, '  Google only  ');

    const again = createRootStore(env);
    again.localFilters.restore();
    expect(again.localFilters.bySection('campaign').map((f) => f.name)).toEqual(['Google only']);
    expect(again.localFilters.bySection('focus-project').map((f) => f.name)).toEqual(['Pune focus']);

    again.localFilters.remove(saved.id);
    const third = createRootStore(env);
    third.localFilters.restore();
    expect(third.localFilters.items.map((f) => f.type)).toEqual(['focus-project']);
    expect(third.localFilters.create('campaign', {}).id).toBe(3);
  });

  it('a renamed filter with an empty name falls back to Untitled Filter', () => {
    const { env } = fakeEnvironment(() => undefined);
    const store = createRootStore(env);
    const saved = store.localFilters.create('campaign', {}, 'x');
    store.localFilters.rename(saved.id, '   ');
    expect(store.localFilters.get(saved.id)?.name).toBe('Untitled Filter');
  });

  it('drops malformed stored entries and never throws on corrupted storage', () => {
    expect(parseLocalFilters('{not json')).toEqual([]);
    expect(parseLocalFilters('{"id":1}')).toEqual([]);
    const kept = parseLocalFilters(
      JSON.stringify([
        { id: 1, type: 'campaign', name: 'A', filter: { order: 'ASC' } },
        { id: 1, type: 'campaign', name: 'duplicate id' },
        { id: 2, type: 'lead', name: 'server-kept type' },
        { id: 'x', type: 'campaign' },
        { id: 3, type: 'focus-project', name: '', filter: [1, 2] },
        null,
      ]),
    );
    expect(kept).toEqual([
      { id: 1, type: 'campaign', name: 'A', filter: { order: 'ASC' } },
      { id: 3, type: 'focus-project', name: 'Untitled Filter', filter: {} },
    ]);

    const { env } = fakeEnvironment(() => undefined);
    env.storage.setItem(LOCAL_FILTERS_KEY, '[[[');
    const store = createRootStore(env);
    store.localFilters.restore();
    expect(store.localFilters.items).toHaveLength(0);
  });
});
