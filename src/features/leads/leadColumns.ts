// The columns of the leads list (spec 02 "Leads list"): colIds are the layout names; a column with
// a cell filter adds its cell's value as a filter when clicked.
import type { components } from '../../api/schema';
import { EXPIRING_WITHIN_DAYS, protectionLabel } from '../../domain/protection';
import { formatDate, formatPhone, nationalityName, yesNo } from '../../shared/format/display';
import type { CellFilter, ListColumn } from '../../shared/list/listSpec';
import { EXPIRING_OPTION } from './leadFilters';
import { leadProtection } from './leadProtection';

export type Lead = components['schemas']['Lead'];

const text = (
  colId: string,
  value: (lead: Lead) => string,
  width = 150,
  cellFilter?: (lead: Lead) => CellFilter | null,
  minWidth?: number,
): ListColumn<Lead> => ({
  colId,
  headerName: colId,
  width,
  ...(minWidth ? { minWidth } : {}),
  value,
  valueGetter: (params) => (params.data ? value(params.data) : ''),
  ...(cellFilter ? { cellFilter } : {}),
});

/** The narrowest the client's name gets: most names whole ('Dipesh Kulkarni'), the grid not scrolling at 1440 px. */
const NAME_MIN_WIDTH = 124;

/** The narrowest a date column gets with its date whole ('2026/11/12'). */
const DATE_MIN_WIDTH = 88;

const multi = (key: string, id: number, name: string): CellFilter => ({
  key,
  option: { id, name },
  arity: 'multi',
});
const single = (key: string, id: number | string, name: string): CellFilter => ({
  key,
  option: { id, name },
  arity: 'single',
});

export const LEAD_COLUMNS: readonly ListColumn<Lead>[] = [
  text(
    'ID',
    (l) => String(l.id),
    70,
    (l) => multi('ids', l.id, String(l.id)),
    52,
  ),
  text('Client Name', (l) => l.Client.name, 170, undefined, NAME_MIN_WIDTH),
  text(
    'Client Contact',
    (l) => formatPhone(l.Client.number, l.Client.country_code),
    150,
    (l) => single('client_number', l.Client.number, l.Client.number),
    128,
  ),
  text(
    'Project',
    (l) => l.Project.name,
    190,
    (l) => multi('project_ids', l.Project.id, l.Project.name),
  ),
  text(
    'Activity Status',
    (l) => l.InternalStatusHistory?.LeadInternalStatus?.name ?? '',
    160,
    (l) => {
      const status = l.InternalStatusHistory?.LeadInternalStatus;
      return status ? multi('internal_status_ids', status.id, status.name) : null;
    },
  ),
  text(
    'Stage',
    (l) => l.ObjectStage.Stage.name,
    120,
    (l) => multi('stage_ids', l.ObjectStage.Stage.id, l.ObjectStage.Stage.name),
    86,
  ),
  // Extension (issue 35): days left of the protection window, Locked or Expired.
  text(
    'Protection',
    (l) => {
      const p = leadProtection(l, Date.now());
      return p ? protectionLabel(p.protection) : '';
    },
    110,
    (l) => {
      const days = leadProtection(l, Date.now())?.protection.daysLeft;
      return days != null && days <= EXPIRING_WITHIN_DAYS
        ? { key: 'protection_expires_within', option: EXPIRING_OPTION, arity: 'single' }
        : null;
    },
  ),
  text('Assigned Date', (l) => formatDate(l.AssignLead?.created_at), 130, undefined, DATE_MIN_WIDTH),
  text('Coming Date', (l) => formatDate(l.created_at), 130, undefined, DATE_MIN_WIDTH),
  text(
    'Followup Date',
    (l) => formatDate(l.InternalStatusHistory?.followup_date),
    130,
    undefined,
    DATE_MIN_WIDTH,
  ),
  text(
    'Location',
    (l) => l.Client.current_location ?? '',
    150,
    (l) =>
      l.Client.current_location
        ? single('current_location', l.Client.current_location, l.Client.current_location)
        : null,
  ),
  text(
    'Region',
    (l) => l.Project.Region.Parentregion.name,
    130,
    (l) => multi('parent_region_ids', l.Project.Region.Parentregion.id, l.Project.Region.Parentregion.name),
  ),
  text('Last Update Date', (l) => formatDate(l.updated_at), 140, undefined, DATE_MIN_WIDTH),
  text(
    'Rm Name',
    (l) => l.AssignLead?.Assignee.name ?? '',
    150,
    (l) => {
      const rm = l.AssignLead?.Assignee;
      return rm?.id != null ? multi('assign_id', rm.id, rm.name ?? String(rm.id)) : null;
    },
  ),
  text(
    'Presale RM',
    (l) => l.PresaleRm?.name ?? '',
    150,
    (l) => {
      const rm = l.PresaleRm;
      return rm?.id != null ? multi('presale_rm_ids', rm.id, rm.name ?? String(rm.id)) : null;
    },
  ),
  text('Added By', (l) => l.LeadCreator?.name ?? '', 150),
  text('Admin Comments', (l) => l.admin_message ?? '', 220),
  text(
    'Source',
    (l) => l.LeadSource.name,
    150,
    (l) => multi('source_ids', l.LeadSource.id, l.LeadSource.name),
  ),
  text('Magnet Name', (l) => l.LeadMagnet.name, 150),
  text('Is Magnet', (l) => yesNo(l.is_magnet), 110),
  text(
    'Is Presale Lead',
    (l) => yesNo(l.is_presale),
    130,
    (l) => single('is_presale', l.is_presale, yesNo(l.is_presale)),
  ),
  text(
    'Nationality',
    (l) => nationalityName(l.Nationality),
    120,
    (l) => single('nationality', l.Nationality === '1' ? 1 : 2, nationalityName(l.Nationality)),
  ),
  text(
    'Is Audit Lead',
    (l) => yesNo(l.is_audit_new_lead),
    120,
    (l) => single('is_audit', l.is_audit_new_lead, yesNo(l.is_audit_new_lead)),
  ),
];

/** The columns of the closed leads: the same, clickable only for the filters the closed call takes. */
const CLOSED_FILTER_KEYS = new Set([
  'project_ids',
  'client_number',
  'internal_status_ids',
  'parent_region_ids',
]);

export const CLOSED_LEAD_COLUMNS: readonly ListColumn<Lead>[] = LEAD_COLUMNS.map((column) => {
  const { cellFilter, ...rest } = column;
  if (!cellFilter) return rest;
  return {
    ...rest,
    cellFilter: (lead: Lead) => {
      const filter = cellFilter(lead);
      return filter && CLOSED_FILTER_KEYS.has(filter.key) ? filter : null;
    },
  };
});
