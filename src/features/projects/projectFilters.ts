// The filters of the projects list (spec 02 §2 "Projects list", §3 price and focus options, §7
// GET /projects): Project, Region, Focus, Min Price, Max Price and Bed; Builder from its cells.
import type { paths } from '../../api/schema';
import type { FilterModel } from '../../domain/filters';
import {
  BED_OPTIONS,
  DEFAULT_FOCUS,
  FOCUS_OPTIONS,
  PRICE_OPTIONS,
  valueChoices,
} from '../../domain/projectOptions';
import { choiceField, type FilterField, idListField, textField } from '../../shared/list/filterFields';
import type { ReferenceLists } from '../../shared/list/listSpec';
import { projectSearch } from '../../shared/search/remoteSearches';

export type ProjectListQuery = NonNullable<paths['/projects']['get']['parameters']['query']>;

const NONE = { emptyLabel: 'None' };
const focusChoices = valueChoices(FOCUS_OPTIONS);

/** The filter form of 02 §2, in its order. */
export const PROJECT_FIELDS: readonly FilterField<ProjectListQuery, ReferenceLists>[] = [
  idListField('ids', 'Project', { search: projectSearch, placeholder: 'Type 2 letters of a project' }),
  idListField('parent_region_ids', 'Region', { options: (ref: ReferenceLists) => ref.parents }),
  choiceField('is_focus', 'Focus', focusChoices, NONE),
  choiceField('min_price', 'Min Price', valueChoices(PRICE_OPTIONS), NONE),
  choiceField('max_price', 'Max Price', valueChoices(PRICE_OPTIONS), NONE),
  choiceField('bhk', 'Bed', valueChoices(BED_OPTIONS), NONE),
  textField('builder_name', 'Builder', { inPanel: false }),
];

/** The filters of the plain /projects: reset, with Focus Yes (02 §2). */
export function defaultProjectFilters(): FilterModel {
  const yes = focusChoices.find((c) => c.id === DEFAULT_FOCUS);
  return yes ? { is_focus: [{ id: yes.id, name: yes.name }] } : {};
}
