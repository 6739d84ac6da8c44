import { describe, expect, it } from 'vitest';
import { matchProjects } from '../../src/domain/projectCatalogue';
import {
  clearFormDrafts,
  draftSpec,
  latestDraft,
  readDraft,
  removeDraft,
  writeDraft,
} from '../../src/shared/form/formDrafts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

type Loan = { name: string; number: string };
const loan = draftSpec<Loan>('homeLoan', {
  name: { type: 'string', maxLength: 200 },
  number: { type: 'string', maxLength: 10 },
});

describe('form drafts', () => {
  it('give back what the partner typed, with the time it was kept', () => {
    const storage = memoryStorage();
    writeDraft(storage, 7, loan, { name: 'Ravi Kumar', number: '9812345678', extra: 'x' }, 1000);
    expect(readDraft(storage, 7, loan)).toEqual({
      values: { name: 'Ravi Kumar', number: '9812345678' },
      savedAt: 1000,
    });
  });

  it('are never offered to another partner', () => {
    const storage = memoryStorage();
    writeDraft(storage, 7, loan, { name: 'Ravi Kumar' }, 1000);
    expect(readDraft(storage, 8, loan)).toBeNull();
  });

  it('drop a stored draft that is not the form’s (a tampered or older shape)', () => {
    const storage = memoryStorage();
    storage.setItem(
      'pp.formDrafts.v1',
      JSON.stringify({ userId: 7, drafts: { homeLoan: { savedAt: 1, values: { name: 42 } } } }),
    );
    expect(readDraft(storage, 7, loan)).toBeNull();
    storage.setItem('pp.formDrafts.v1', '{not json');
    expect(readDraft(storage, 7, loan)).toBeNull();
  });

  it('name the form typed in last, and are gone once removed or at sign-out', () => {
    const storage = memoryStorage();
    writeDraft(storage, 7, { ...loan, name: 'addLead.Lite' }, { name: 'A' }, 1000);
    writeDraft(storage, 7, { ...loan, name: 'addLead.Plus' }, { name: 'B' }, 2000);
    expect(latestDraft(storage, 7, ['addLead.Lite', 'addLead.Basic', 'addLead.Plus'])).toBe('addLead.Plus');
    removeDraft(storage, 7, 'addLead.Plus');
    expect(latestDraft(storage, 7, ['addLead.Lite', 'addLead.Plus'])).toBe('addLead.Lite');
    clearFormDrafts(storage);
    expect(storage.items.size).toBe(0);
  });

  it('refuse a draft the form does not accept (another preselected project)', () => {
    const storage = memoryStorage();
    const spec = draftSpec<{ project: { id: number; name: string } | null }>(
      'campaign',
      { project: { type: ['object', 'null'] } },
      (values) => values.project?.id === 3,
    );
    writeDraft(storage, 7, spec, { project: { id: 5, name: 'Palm Grove' } }, 1000);
    expect(readDraft(storage, 7, spec)).toBeNull();
  });
});

describe('the offline project search', () => {
  const catalogue = [
    { id: 1, name: 'Skyline Residences' },
    { id: 5, name: 'Palm Grove' },
    { id: 6, name: 'Mangrove Bay' },
    { id: 12, name: 'Yelahanka Gardens' },
  ];

  it('finds a project by any part of its name, in any case', () => {
    expect(matchProjects(catalogue, 'Palm G')).toEqual([{ id: 5, name: 'Palm Grove' }]);
    expect(matchProjects(catalogue, 'sk')).toEqual([{ id: 1, name: 'Skyline Residences' }]);
    expect(matchProjects(catalogue, 'rdens')).toEqual([{ id: 12, name: 'Yelahanka Gardens' }]);
  });

  it('lists names starting with the text first, then by name', () => {
    expect(matchProjects(catalogue, 'gro').map((p) => p.name)).toEqual(['Mangrove Bay', 'Palm Grove']);
    expect(matchProjects(catalogue, 'an').map((p) => p.name)).toEqual(['Mangrove Bay', 'Yelahanka Gardens']);
    expect(matchProjects(catalogue, 'Zed')).toEqual([]);
  });
});
