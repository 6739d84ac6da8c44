// The filters of the leads list (spec 02 §2 "Leads list", §4, §7): every query key of GET /leads,
// the filters of the closed leads (GET /leads/magnet/close_leads), the stage values and the
// dashboard presets.
import type { paths } from '../../api/schema';
import type { FilterModel, FilterOption } from '../../domain/filters';
import { EXPIRING_LABEL, EXPIRING_WITHIN_DAYS } from '../../domain/protection';
import {
  choiceField,
  dateField,
  type FilterField,
  idListField,
  textField,
  typedIdsField,
  YES_NO_CHOICES,
} from '../../shared/list/filterFields';
import type { ReferenceLists } from '../../shared/list/listSpec';
import { clientNumberSearch, clientSearch, projectSearch } from '../../shared/search/remoteSearches';

export type LeadListQuery = NonNullable<paths['/leads']['get']['parameters']['query']>;
export type ClosedLeadQuery = NonNullable<paths['/leads/magnet/close_leads']['get']['parameters']['query']>;
type IdName = { id: number; name: string };

/** The stage values the filter offers (spec 02 "Allowed stage filter values"). */
export const LEAD_STAGE_VALUES = [
  'Not Updated',
  'Suspect',
  'Opportunity',
  'Pipeline',
  'Closed',
  'Booked',
  'Cancel',
  'Gross EOI Application',
  'Gross EOI Non-Refundable',
] as const;

const lower = (s: string) => s.trim().toLowerCase();

/** The allowed stage values with their ids from the reference stages, in the spec's order. */
export function stageFilterOptions(stages: readonly IdName[]): IdName[] {
  return LEAD_STAGE_VALUES.flatMap((name) => {
    const stage = stages.find((s) => lower(s.name) === lower(name));
    return stage ? [{ id: stage.id, name }] : [];
  });
}

export const NATIONALITY_CHOICES = [
  { id: 1, name: 'Indian' },
  { id: 2, name: 'NRI' },
] as const;

const CLIENT_NUMBER = /^\d{1,15}$/;

/** The protection filter's one choice (extension, issue 35). */
export const EXPIRING_OPTION = { id: EXPIRING_WITHIN_DAYS, name: EXPIRING_LABEL } as const;

const project = idListField('project_ids', 'Project', {
  search: projectSearch,
  placeholder: 'Type 2 letters of a project',
});
const client = idListField('client_ids', 'Client', {
  search: clientSearch,
  placeholder: 'Type 2 letters of a name',
});
const region = idListField('parent_region_ids', 'Region', { options: (ref: ReferenceLists) => ref.parents });
const status = idListField('internal_status_ids', 'Activity Status', {
  options: (ref: ReferenceLists) => ref.statuses,
});
const clientNumber = textField('client_number', 'Client Number', {
  pattern: CLIENT_NUMBER,
  search: clientNumberSearch,
  placeholder: 'Type 2 digits of a number',
});

/** Every filter of GET /leads (02 §7), in the panel's order; the RM filters come from their cells. */
export const LEAD_FIELDS: readonly FilterField<LeadListQuery, ReferenceLists>[] = [
  project,
  client,
  idListField('stage_ids', 'Stage', { options: (ref: ReferenceLists) => stageFilterOptions(ref.stages) }),
  status,
  region,
  idListField('source_ids', 'Source', { options: (ref: ReferenceLists) => ref.sources }),
  clientNumber,
  typedIdsField('ids', 'Lead ID'),
  textField('current_location', 'Location'),
  choiceField('nationality', 'Nationality', NATIONALITY_CHOICES),
  choiceField('is_presale', 'Presale', YES_NO_CHOICES),
  choiceField('is_audit', 'Audit', YES_NO_CHOICES),
  choiceField('protection_expires_within', 'Protection', [EXPIRING_OPTION]),
  idListField('assign_id', 'Rm Name', { inPanel: false }),
  idListField('presale_rm_ids', 'Presale RM', { inPanel: false }),
  dateField('assigned_date_from', 'Assigned From'),
  dateField('assigned_date_to', 'Assigned To'),
  dateField('closed_date_from', 'Closed From'),
  dateField('closed_date_to', 'Closed To'),
  dateField('activity_date_from', 'Activity From'),
  dateField('activity_date_to', 'Activity To'),
  dateField('created_at_from', 'Coming From'),
  dateField('created_at_to', 'Coming To'),
  dateField('updated_at_from', 'Last Updated From'),
  dateField('updated_at_to', 'Last Updated To'),
];

/** The filters GET /leads/magnet/close_leads takes (02 §7). */
export const CLOSED_LEAD_FIELDS: readonly FilterField<ClosedLeadQuery, ReferenceLists>[] = [
  project,
  client,
  region,
  clientNumber,
  status,
];

export type LeadPreset =
  | 'new'
  | 'suspect'
  | 'opportunity'
  | 'pipeline'
  | 'booked'
  | 'new-digital'
  | 'suspect-digital'
  | 'opportunity-digital'
  | 'pipeline-digital'
  | 'booked-digital'
  | 'site-visits'
  | 'protection-expiring';

const PRESET_STAGES: { [stage: string]: string } = {
  new: 'Not Updated',
  suspect: 'Suspect',
  opportunity: 'Opportunity',
  pipeline: 'Pipeline',
  booked: 'Booked',
};

const MAGNET_SOURCE_NAMES = new Set(['magnet limited', 'magnet bulk', 'magnet-referral']);

export function isMagnetSource(source: IdName): boolean {
  return MAGNET_SOURCE_NAMES.has(lower(source.name));
}

export function isLeadPreset(value: string): value is LeadPreset {
  if (value === 'site-visits' || value === 'protection-expiring') return true;
  const stage = value.endsWith('-digital') ? value.slice(0, -'-digital'.length) : value;
  return stage in PRESET_STAGES;
}

const named = (items: readonly IdName[]): FilterOption[] => items.map((i) => ({ id: i.id, name: i.name }));

/**
 * The filters of a dashboard preset (spec 02 §4): a stage with the magnet-type sources, the same
 * with -digital and the other sources, site-visits (activity status Visit Done or Revisit Done), or
 * protection-expiring (the leads whose protection ends within 7 days; extension).
 * Null when the slug is not a preset.
 */
export function presetFilters(slug: string, ref: ReferenceLists): FilterModel | null {
  if (!isLeadPreset(slug)) return null;
  if (slug === 'protection-expiring') return { protection_expires_within: [EXPIRING_OPTION] };
  if (slug === 'site-visits') {
    const statuses = ref.statuses.filter((s) => ['visit done', 'revisit done'].includes(lower(s.name)));
    return statuses.length > 0 ? { internal_status_ids: named(statuses) } : {};
  }
  const digital = slug.endsWith('-digital');
  const stageName = PRESET_STAGES[digital ? slug.slice(0, -'-digital'.length) : slug] ?? '';
  const stage = ref.stages.find((s) => lower(s.name) === lower(stageName));
  const sources = ref.sources.filter((s) => isMagnetSource(s) !== digital);
  const filters: FilterModel = {};
  if (stage) filters.stage_ids = [{ id: stage.id, name: stageName }];
  if (sources.length > 0) filters.source_ids = named(sources);
  return filters;
}
