// The projects list (/projects/:id?) declared for the list kit (spec 02 §2 "Projects list", §7, §9).
import { unwrap } from '../../api/client';
import { createListStore } from '../../shared/list/createListStore';
import { type ListSpec, listTexts, type ReferenceLists, showingAll } from '../../shared/list/listSpec';
import { screenKey } from '../../shared/state/screenKey';
import { PROJECT_COLUMNS, type Project } from './projectColumns';
import { defaultProjectFilters, PROJECT_FIELDS, type ProjectListQuery } from './projectFilters';

export const PROJECT_PAGE_SIZES = [10, 25, 50, 100] as const;
/** 02 §9: projects are fetched 50 at a time. */
export const DEFAULT_PROJECT_PAGE_SIZE = 50;
export const NO_PROJECTS = 'No data found.';

const showingAllProjects = showingAll('project', 'projects');

/** 'Showing all 12 projects' / 'Showing all 1 project' / 'No data found.' */
export function projectCountText(count: number): string {
  return count === 0 ? NO_PROJECTS : showingAllProjects(count);
}

export const projectsSpec: ListSpec<Project, ProjectListQuery, ReferenceLists> = {
  name: 'projects',
  noun: 'project',
  label: 'Projects',
  filtersLabel: 'Projects Filters',
  countTestId: 'projects-count',
  columns: PROJECT_COLUMNS,
  card: { title: 'Project', fields: ['Builder', 'Location', 'BHK', 'Price'], action: 'Details' },
  fields: PROJECT_FIELDS,
  defaultFilters: defaultProjectFilters,
  pageSizes: PROJECT_PAGE_SIZES,
  defaultSize: DEFAULT_PROJECT_PAGE_SIZE,
  views: { kind: 'server', type: 'project' },
  layout: 'project',
  // The catalogue lists active projects only (02 §7: is_active=1).
  fetchPage: (api, query, { page, size }, signal) =>
    unwrap(
      api.GET('/projects', { params: { query: { ...query, is_active: 1, size, pageId: page } }, signal }),
    ).then((answer) => ({ rows: answer.projects, count: answer.count })),
  rowId: (project) => project.id,
  texts: listTexts('projects', { count: projectCountText, empty: NO_PROJECTS }),
};

export const ProjectsListStore = createListStore(projectsSpec);

export const PROJECTS_SCREEN = screenKey('projects', ProjectsListStore);
