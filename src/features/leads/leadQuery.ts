// Lead list filters (spec 02 §2 "Leads list", §4, §7): the filter model → the GET /leads query,
// the stage filter values, and the dashboard presets.
import type { paths } from '../../api/schema';
import {
  type FilterModel,
  type FilterModelReader,
  type FilterOption,
  filterValues,
} from '../../domain/filters';

export type LeadListQuery = NonNullable<paths['/leads']['get']['parameters']['query']>;
export type IdName = { id: number; name: string };

/** Multi-value filters, sent comma-joined. */
export const LEAD_LIST_KEYS = [
  'project_ids',
  'stage_ids',
  'internal_status_ids',
  'parent_region_ids',
  'source_ids',
] as const;
export type LeadListKey = (typeof LEAD_LIST_KEYS)[number];

export type LeadDateRange = { label: string; from: LeadDateKey; to: LeadDateKey };
export type LeadDateKey =
  | 'assigned_date_from'
  | 'assigned_date_to'
  | 'closed_date_from'
  | 'closed_date_to'
  | 'activity_date_from'
  | 'activity_date_to'
  | 'coming_date_from'
  | 'coming_date_to'
  | 'updated_at_from'
  | 'updated_at_to';

/** The five date ranges of the filter panel, each with from and to. */
export const LEAD_DATE_RANGES: readonly LeadDateRange[] = [
  { label: 'Assigned', from: 'assigned_date_from', to: 'assigned_date_to' },
  { label: 'Closed', from: 'closed_date_from', to: 'closed_date_to' },
  { label: 'Activity', from: 'activity_date_from', to: 'activity_date_to' },
  { label: 'Coming', from: 'coming_date_from', to: 'coming_date_to' },
  { label: 'Last Updated', from: 'updated_at_from', to: 'updated_at_to' },
];

/** Chip titles of every filter key. */
export const LEAD_FILTER_LABELS: { [key: string]: string } = {
  project_ids: 'Project',
  stage_ids: 'Stage',
  internal_status_ids: 'Activity Status',
  parent_region_ids: 'Region',
  source_ids: 'Source',
  client_number: 'Client Number',
  current_location: 'Location',
  nationality: 'Nationality',
  is_presale: 'Presale',
  is_audit: 'Audit',
  ...Object.fromEntries(
    LEAD_DATE_RANGES.flatMap((r) => [
      [r.from, `${r.label} From`],
      [r.to, `${r.label} To`],
    ]),
  ),
};

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

const MAGNET_SOURCE_NAMES = new Set(['magnet limited', 'magnet bulk', 'magnet-referral']);

export function isMagnetSource(source: IdName): boolean {
  return MAGNET_SOURCE_NAMES.has(lower(source.name));
}

function first(options: readonly FilterOption[]): string | undefined {
  const value = options[0];
  return value === undefined ? undefined : String(value.id);
}

function zeroOne(options: readonly FilterOption[]): 0 | 1 | undefined {
  const value = first(options);
  if (value === '1') return 1;
  if (value === '0') return 0;
  return undefined;
}

/**
 * The GET /leads (and /leads/index/count) query of a filter model: lists comma-joined, the date
 * ranges, single values, and is_magnet=1 always (the user is a magnet, spec 02 §6).
 */
export function buildLeadQuery(filters: FilterModel, paging?: { page: number; size: number }): LeadListQuery {
  const query: LeadListQuery = { type: 'all_leads', is_magnet: 1 };
  if (paging) {
    query.size = paging.size;
    query.pageId = paging.page;
  }
  for (const key of LEAD_LIST_KEYS) {
    const values = filterValues(filters, key);
    if (values.length > 0) query[key] = values.map((v) => String(v.id)).join(',');
  }
  const clientNumber = first(filterValues(filters, 'client_number'));
  if (clientNumber !== undefined) query.client_number = clientNumber;
  const location = first(filterValues(filters, 'current_location'));
  if (location !== undefined) query.current_location = location;
  const nationality = first(filterValues(filters, 'nationality'));
  if (nationality === '1' || nationality === '2') query.nationality = nationality === '1' ? 1 : 2;
  const presale = zeroOne(filterValues(filters, 'is_presale'));
  if (presale !== undefined) query.is_presale = presale;
  const audit = zeroOne(filterValues(filters, 'is_audit'));
  if (audit !== undefined) query.is_audit = audit;
  for (const range of LEAD_DATE_RANGES) {
    for (const key of [range.from, range.to]) {
      const value = first(filterValues(filters, key));
      if (value !== undefined) query[key] = value;
    }
  }
  return query;
}

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
  | 'site-visits';

const PRESET_STAGES: { [stage: string]: string } = {
  new: 'Not Updated',
  suspect: 'Suspect',
  opportunity: 'Opportunity',
  pipeline: 'Pipeline',
  booked: 'Booked',
};

export function isLeadPreset(value: string): value is LeadPreset {
  if (value === 'site-visits') return true;
  const stage = value.endsWith('-digital') ? value.slice(0, -'-digital'.length) : value;
  return stage in PRESET_STAGES;
}

export type LeadReference = {
  stages: readonly IdName[];
  sources: readonly IdName[];
  statuses: readonly IdName[];
};

/**
 * The filters of a dashboard preset (spec 02 §4): a stage with the magnet-type sources, the same
 * with -digital and the other sources, or site-visits (activity status Visit Done or Revisit Done).
 */
export function presetFilters(preset: LeadPreset, ref: LeadReference): FilterModel {
  if (preset === 'site-visits') {
    const statuses = ref.statuses.filter((s) => ['visit done', 'revisit done'].includes(lower(s.name)));
    return statuses.length > 0
      ? { internal_status_ids: statuses.map((s) => ({ id: s.id, name: s.name })) }
      : {};
  }
  const digital = preset.endsWith('-digital');
  const stageName = PRESET_STAGES[digital ? preset.slice(0, -'-digital'.length) : preset] ?? '';
  const stage = ref.stages.find((s) => lower(s.name) === lower(stageName));
  const sources = ref.sources.filter((s) => isMagnetSource(s) !== digital);
  const filters: FilterModel = {};
  if (stage) filters.stage_ids = [{ id: stage.id, name: stageName }];
  if (sources.length > 0) filters.source_ids = sources.map((s) => ({ id: s.id, name: s.name }));
  return filters;
}

/** The reference lists that name the values of a saved lead filter. */
export type LeadFilterReference = LeadReference & { parents: readonly IdName[] };

const LEAD_DATE_KEYS: ReadonlySet<string> = new Set(LEAD_DATE_RANGES.flatMap((r) => [r.from, r.to]));
const LIST_REFERENCE: { [key: string]: keyof LeadFilterReference } = {
  stage_ids: 'stages',
  internal_status_ids: 'statuses',
  source_ids: 'sources',
  parent_region_ids: 'parents',
};
const NATIONALITY_NAMES: { [id: string]: string } = { '1': 'Indian', '2': 'NRI' };
const YES_NO_NAMES: { [id: string]: string } = { '1': 'Yes', '0': 'No' };

/** Whether a stored value is one the leads query can take under `key` (unknown keys: no). */
export function isLeadFilterValue(key: string, id: number | string): boolean {
  const text = String(id).trim();
  if ((LEAD_LIST_KEYS as readonly string[]).includes(key)) return /^[1-9]\d*$/.test(text);
  if (LEAD_DATE_KEYS.has(key)) return /^\d{4}-\d{2}-\d{2}$/.test(text);
  switch (key) {
    case 'client_number':
      return /^\d{1,15}$/.test(text);
    case 'current_location':
      return text !== '';
    case 'nationality':
      return text in NATIONALITY_NAMES;
    case 'is_presale':
    case 'is_audit':
      return text in YES_NO_NAMES;
    default:
      return false;
  }
}

/**
 * How the leads list reads a saved filter: only values the query can take, and names for values
 * kept as bare ids (stages, activity statuses, sources and regions from the reference lists).
 */
export function leadFilterReader(ref: LeadFilterReference): FilterModelReader {
  return {
    accepts: isLeadFilterValue,
    nameOf: (key, id) => {
      const text = String(id);
      const list = LIST_REFERENCE[key];
      if (list) return ref[list].find((item) => String(item.id) === text)?.name;
      if (key === 'nationality') return NATIONALITY_NAMES[text];
      if (key === 'is_presale' || key === 'is_audit') return YES_NO_NAMES[text];
      if (key === 'project_ids') return undefined;
      return text;
    },
  };
}
