// The focus projects (/focus-projects/:id?) declared for the list kit (spec 02 §2 "Focus projects",
// §7 GET /users/focus_projects, §9: 8 a page, saved filters kept in the browser).
import { unwrap } from '../../api/client';
import type { components, paths } from '../../api/schema';
import { formatNumber, formatRupees } from '../../domain/number';
import { bedName } from '../../domain/projectOptions';
import { createListStore } from '../../shared/list/createListStore';
import { type FilterField, idListField } from '../../shared/list/filterFields';
import { type ListColumn, type ListSpec, listTexts, type ReferenceLists } from '../../shared/list/listSpec';
import { projectSearch } from '../../shared/search/remoteSearches';
import { screenKey } from '../../shared/state/screenKey';
import { projectColumns } from './projectColumns';

export type FocusProject = components['schemas']['FocusProject'];
export type FocusProjectQuery = NonNullable<paths['/users/focus_projects']['get']['parameters']['query']>;

export const FOCUS_PAGE_SIZES = [8, 16, 32] as const;
export const DEFAULT_FOCUS_PAGE_SIZE = 8;

/** Region and Project multi-selects (02 §2), sent comma-joined as region_id and project_id. */
export const FOCUS_FIELDS: readonly FilterField<FocusProjectQuery, ReferenceLists>[] = [
  idListField('region_id', 'Region', { options: (ref: ReferenceLists) => ref.parents }),
  idListField('project_id', 'Project', { search: projectSearch, placeholder: 'Type 2 letters of a project' }),
];

const PROJECT_LIST_COLUMNS = projectColumns<FocusProject>();

/** The project list's column of that name (the focus table shows the same columns, 02 §2, phones too). */
function projectColumn(colId: string): ListColumn<FocusProject> {
  const column = PROJECT_LIST_COLUMNS.find((c) => c.colId === colId);
  if (!column) throw new Error(`No project column ${colId}`);
  const { hideOnPhone: _shown, ...rest } = column;
  return rest;
}

/** The first entry of the project's price list: the focus table shows its bed and price (02 §3). */
const firstMeta = (p: FocusProject) => p.ProjectMeta[0];

/** A column showing `value` (in its cells and on the cards). */
const withValue = (
  column: ListColumn<FocusProject>,
  value: (p: FocusProject) => string,
): ListColumn<FocusProject> => ({
  ...column,
  value,
  valueGetter: (params) => (params.data ? value(params.data) : ''),
});

/**
 * The project list's columns, but with the focus call's filter keys (project_id, region_id; it has no
 * builder key) and the bed and price of the first price-list entry.
 */
export const FOCUS_COLUMNS: readonly ListColumn<FocusProject>[] = [
  {
    ...projectColumn('Project'),
    cellFilter: (p) => ({ key: 'project_id', option: { id: p.id, name: p.name }, arity: 'multi' }),
  },
  { ...projectColumn('Builder'), cellFilter: undefined },
  {
    ...projectColumn('Region'),
    cellFilter: (p) => ({
      key: 'region_id',
      option: { id: p.Region.Parentregion.id, name: p.Region.Parentregion.name },
      arity: 'multi',
    }),
  },
  projectColumn('Location'),
  withValue(projectColumn('BHK'), (p) => {
    const meta = firstMeta(p);
    return meta ? bedName(meta.bhk) : '';
  }),
  withValue(projectColumn('Price'), (p) => formatRupees(firstMeta(p)?.price)),
  projectColumn('Slab'),
];

export function focusCountText(count: number): string {
  if (count === 0) return 'No Records Found';
  return `Showing all ${formatNumber(count)} focus ${count === 1 ? 'project' : 'projects'}`;
}

export const focusProjectsSpec: ListSpec<FocusProject, FocusProjectQuery, ReferenceLists> = {
  name: 'focus-projects',
  noun: 'project',
  label: 'Focus projects',
  filtersLabel: 'Focus Filters',
  countTestId: 'focus-count',
  columns: FOCUS_COLUMNS,
  card: { title: 'Project', fields: ['Builder', 'Region', 'BHK', 'Price'], action: 'Details' },
  fields: FOCUS_FIELDS,
  pageSizes: FOCUS_PAGE_SIZES,
  defaultSize: DEFAULT_FOCUS_PAGE_SIZE,
  views: { kind: 'local', type: 'focus-project' },
  layout: 'focus-project',
  fetchPage: (api, query, { page, size }, signal) =>
    unwrap(
      api.GET('/users/focus_projects', { params: { query: { ...query, size, pageId: page } }, signal }),
    ).then((answer) => ({ rows: answer.projects, count: answer.count })),
  rowId: (project) => project.id,
  texts: listTexts('focus projects', { count: focusCountText, empty: 'No records found!' }),
};

export const FocusProjectsStore = createListStore(focusProjectsSpec);

export const FOCUS_PROJECTS_SCREEN = screenKey('focus-projects', FocusProjectsStore);
