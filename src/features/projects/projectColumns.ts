// The columns of the projects list (spec 02 §2 "Projects list"): colIds are the layout names, and the
// columns its defaults (a phone shows ID, Project and Location at first); prices in rupees with Indian
// grouping; Project, Builder, Region and Focus cells add their value as a filter when clicked.
import type { components } from '../../api/schema';
import { formatRupees } from '../../domain/number';
import { bedName, slabText } from '../../domain/projectOptions';
import { textColumn } from '../../shared/grid/gridColumn';
import type { ListColumn } from '../../shared/list/listSpec';

export type Project = components['schemas']['Project'];

/** The bed configurations of the project's price list ('2 BHK, 3 BHK'), without repeats. */
export function bhkText(project: Pick<Project, 'ProjectMeta'>): string {
  const beds = [...new Set(project.ProjectMeta.map((m) => m.bhk))];
  return beds.map(bedName).join(', ');
}

/** The lowest and highest price of the project's price list (null when it has none). */
export function priceRange(project: Pick<Project, 'ProjectMeta'>): { min: number; max: number } | null {
  const prices = project.ProjectMeta.map((m) => m.price);
  if (prices.length === 0) return null;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** The columns of a list of projects (this list, and the focus table whose rows are projects too). */
export function projectColumns<R extends Project>(): ListColumn<R>[] {
  return [
    textColumn('ID', 'id', (p) => String(p.id)),
    textColumn('Project', 'name', (p) => p.name, {
      cellFilter: (p) => ({ key: 'ids', option: { id: p.id, name: p.name }, arity: 'multi' }),
    }),
    textColumn('Builder', 'name', (p) => p.builder_name, {
      hideOnPhone: true,
      cellFilter: (p) => ({
        key: 'builder_name',
        option: { id: p.builder_name, name: p.builder_name },
        arity: 'single',
      }),
    }),
    textColumn('Region', 'label', (p) => p.Region.Parentregion.name, {
      hideOnPhone: true,
      cellFilter: (p) => ({
        key: 'parent_region_ids',
        option: { id: p.Region.Parentregion.id, name: p.Region.Parentregion.name },
        arity: 'multi',
      }),
    }),
    textColumn('Location', 'text', (p) => p.location),
    textColumn('Focus', 'flag', (p) => p.is_focus, {
      hideOnPhone: true,
      cellFilter: (p) => ({
        key: 'is_focus',
        option: { id: p.is_focus === 'Yes' ? 1 : 0, name: p.is_focus },
        arity: 'single',
      }),
    }),
    textColumn('Slab', 'label', (p) => slabText(p), { hideOnPhone: true }),
    textColumn('BHK', 'text', (p) => bhkText(p), { hideOnPhone: true }),
    textColumn('Price', 'money', (p) => formatRupees(p.starting_price), { hideOnPhone: true }),
    textColumn('Min Price', 'money', (p) => formatRupees(priceRange(p)?.min), { hideOnPhone: true }),
    textColumn('Max Price', 'money', (p) => formatRupees(priceRange(p)?.max), { hideOnPhone: true }),
  ];
}

export const PROJECT_COLUMNS: readonly ListColumn<Project>[] = projectColumns<Project>();
