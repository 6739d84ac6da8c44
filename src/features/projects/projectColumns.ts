// The columns of the projects list (spec 02 §2 "Projects list"): colIds are the layout names
// (COLUMN_DEFAULTS.project); prices in rupees with Indian grouping; Project, Builder, Region and
// Focus cells add their value as a filter when clicked.
import type { components } from '../../api/schema';
import { formatRupees } from '../../domain/number';
import { bedName, slabText } from '../../domain/projectOptions';
import type { CellFilter, ListColumn } from '../../shared/list/listSpec';

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

function text<R extends Project>(
  colId: string,
  value: (project: R) => string,
  width = 150,
  cellFilter?: (project: R) => CellFilter | null,
  extra: Partial<ListColumn<R>> = {},
): ListColumn<R> {
  return {
    colId,
    headerName: colId,
    width,
    value,
    valueGetter: (params) => (params.data ? value(params.data) : ''),
    ...(cellFilter ? { cellFilter } : {}),
    ...extra,
  };
}

const money = <R extends Project>(colId: string, value: (project: R) => number | null | undefined) =>
  text<R>(colId, (p) => formatRupees(value(p)), 140, undefined, { type: 'rightAligned' });

/** The columns of a list of projects (this list, and the focus table whose rows are projects too). */
export function projectColumns<R extends Project>(): ListColumn<R>[] {
  return [
    text<R>('ID', (p) => String(p.id), 80),
    text<R>(
      'Project',
      (p) => p.name,
      200,
      (p) => ({ key: 'ids', option: { id: p.id, name: p.name }, arity: 'multi' }),
    ),
    text<R>(
      'Builder',
      (p) => p.builder_name,
      170,
      (p) => ({ key: 'builder_name', option: { id: p.builder_name, name: p.builder_name }, arity: 'single' }),
    ),
    text<R>(
      'Region',
      (p) => p.Region.Parentregion.name,
      130,
      (p) => ({
        key: 'parent_region_ids',
        option: { id: p.Region.Parentregion.id, name: p.Region.Parentregion.name },
        arity: 'multi',
      }),
    ),
    text<R>('Location', (p) => p.location, 170),
    text<R>(
      'Focus',
      (p) => p.is_focus,
      90,
      (p) => ({
        key: 'is_focus',
        option: { id: p.is_focus === 'Yes' ? 1 : 0, name: p.is_focus },
        arity: 'single',
      }),
    ),
    text<R>('Slab', slabText, 110),
    text<R>('BHK', bhkText, 150),
    money<R>('Price', (p) => p.starting_price),
    money<R>('Min Price', (p) => priceRange(p)?.min),
    money<R>('Max Price', (p) => priceRange(p)?.max),
  ];
}

export const PROJECT_COLUMNS: readonly ListColumn<Project>[] = projectColumns<Project>();
