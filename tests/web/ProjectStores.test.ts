import { describe, expect, it } from 'vitest';
import { defaultProjectFilters } from '../../src/features/projects/projectFilters';
import { ProjectsListStore } from '../../src/features/projects/projectsSpec';
import { TopProjectsStore } from '../../src/features/topProjects/TopProjectsStore';
import { fakeEnvironment } from './fakeEnvironment';

const project = (id: number, name: string) => ({
  id,
  name,
  location: 'Somewhere',
  bannerImageUrl: null,
  slab_min: 2.5,
  slab_max: 3,
  bookingCount: 1,
  brochure_url: null,
});

describe('the projects list store', () => {
  it('asks GET /projects for active projects with the filters, 50 a page by default', async () => {
    const { env, calls } = fakeEnvironment((call) =>
      call.path === '/api/projects' ? { status: 200, body: { projects: [], count: 0 } } : undefined,
    );
    const store = ProjectsListStore.create({}, env);
    store.applyRoute('', defaultProjectFilters());
    store.addFilter('min_price', { id: 5_000_000, name: '50 Lacs' }, 'single');
    await store.load();
    expect(calls.at(-1)?.query).toEqual({
      is_focus: '1',
      min_price: '5000000',
      is_active: '1',
      size: '50',
      pageId: '1',
    });
    expect(store.status).toBe('fulfilled');
  });
});

describe('the top projects store', () => {
  it('loads Mumbai first, a city once when its tab is chosen, and keeps each city apart', async () => {
    const { env, calls } = fakeEnvironment((call) => {
      if (call.path !== '/api/projects/top_projects') return undefined;
      const city = call.query.city;
      return {
        status: 200,
        body: city === 'Pune' ? [project(2, 'Baner Boulevard')] : [project(1, 'Palm Grove')],
      };
    });
    const store = TopProjectsStore.create({}, env);
    expect(store.city).toBe('Mumbai');
    await store.load();
    expect(store.projects.map((p) => p.name)).toEqual(['Palm Grove']);
    store.setCity('Pune');
    expect(store.state).toBe('pending');
    // Choosing the city again while it loads asks nothing more.
    store.setCity('Pune');
    await expect.poll(() => store.state).toBe('fulfilled');
    expect(store.projects.map((p) => p.name)).toEqual(['Baner Boulevard']);
    store.setCity('Mumbai');
    expect(store.projects.map((p) => p.name)).toEqual(['Palm Grove']);
    expect(calls.map((c) => c.query.city)).toEqual(['Mumbai', 'Pune']);
  });

  it('marks the city rejected when its list cannot be fetched, and loads it again on refresh', async () => {
    let fail = true;
    const { env } = fakeEnvironment((call) =>
      call.path === '/api/projects/top_projects'
        ? fail
          ? { status: 500, body: { message: 'Internal Server Error' } }
          : { status: 200, body: [project(1, 'Palm Grove')] }
        : undefined,
    );
    const store = TopProjectsStore.create({}, env);
    await store.load();
    expect(store.state).toBe('rejected');
    fail = false;
    await store.refresh();
    expect(store.state).toBe('fulfilled');
    expect(store.projects).toHaveLength(1);
  });
});
