import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LeftNav, SHOWN_SAVED_FILTERS } from '../../src/app/layout/LeftNav';
import { StoresProvider } from '../../src/app/StoresContext';
import { fakeEnvironment, rootWithLists } from './fakeEnvironment';

const TOTAL = 25;

async function renderNav(path: string) {
  const saved = Array.from({ length: TOTAL }, (_, i) => ({
    id: i + 1,
    type: 'lead',
    name: `Filter ${i + 1}`,
    filter: {},
  }));
  const { env } = fakeEnvironment((call) =>
    call.path === '/api/userFilter' ? { status: 200, body: saved } : undefined,
  );
  const store = rootWithLists(env);
  await store.views.load(1);
  render(
    <StoresProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <LeftNav />
      </MemoryRouter>
    </StoresProvider>,
  );
  return within(screen.getByRole('list', { name: 'Saved Leads filters' }));
}

describe('left navigation with many saved filters', () => {
  it('lists the newest few and the one on screen, and the rest one click away', async () => {
    const list = await renderNav('/leads/2');
    const names = () => list.getAllByRole('link').map((link) => link.textContent);
    expect(names()).toEqual([
      'Filter 2',
      ...Array.from(
        { length: SHOWN_SAVED_FILTERS },
        (_, i) => `Filter ${TOTAL - SHOWN_SAVED_FILTERS + i + 1}`,
      ),
    ]);
    fireEvent.click(list.getByRole('button', { name: `Show all ${TOTAL} saved Leads filters` }));
    expect(names()).toHaveLength(TOTAL);
    expect(names()[0]).toBe('Filter 1');
    fireEvent.click(list.getByRole('button', { name: 'Show fewer saved Leads filters' }));
    expect(names()).toHaveLength(SHOWN_SAVED_FILTERS + 1);
  });
});
