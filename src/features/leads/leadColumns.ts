// The columns of the leads list (spec 02 "Leads list"): colIds are the layout names; a column with
// a cell filter adds its cell's value as a filter when clicked.
import type { components } from '../../api/schema';
import { formatDay } from '../../domain/dates';
import { EXPIRING_WITHIN_DAYS, protectionLabel } from '../../domain/protection';
import { formatPhone, nationalityName, yesNo } from '../../shared/format/display';
import { textColumn } from '../../shared/grid/gridColumn';
import type { CellFilter, ListColumn } from '../../shared/list/listSpec';
import { EXPIRING_OPTION } from './leadFilters';
import { leadProtection } from './leadProtection';

export type Lead = components['schemas']['Lead'];

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
  textColumn('ID', 'id', (l) => String(l.id), { cellFilter: (l) => multi('ids', l.id, String(l.id)) }),
  textColumn('Client Name', 'name', (l) => l.Client.name),
  textColumn('Client Contact', 'phone', (l) => formatPhone(l.Client.number, l.Client.country_code), {
    hideOnPhone: true,
    cellFilter: (l) => single('client_number', l.Client.number, l.Client.number),
  }),
  textColumn('Project', 'name', (l) => l.Project.name, {
    cellFilter: (l) => multi('project_ids', l.Project.id, l.Project.name),
  }),
  textColumn('Activity Status', 'label', (l) => l.InternalStatusHistory?.LeadInternalStatus?.name ?? '', {
    hideOnPhone: true,
    cellFilter: (l) => {
      const status = l.InternalStatusHistory?.LeadInternalStatus;
      return status ? multi('internal_status_ids', status.id, status.name) : null;
    },
  }),
  textColumn('Stage', 'label', (l) => l.ObjectStage.Stage.name, {
    cellFilter: (l) => multi('stage_ids', l.ObjectStage.Stage.id, l.ObjectStage.Stage.name),
  }),
  // Extension (issue 35): days left of the protection window, Locked or Expired.
  textColumn(
    'Protection',
    'protection',
    (l) => {
      const p = leadProtection(l, Date.now());
      return p ? protectionLabel(p.protection) : '';
    },
    {
      cellFilter: (l) => {
        const days = leadProtection(l, Date.now())?.protection.daysLeft;
        return days != null && days <= EXPIRING_WITHIN_DAYS
          ? { key: 'protection_expires_within', option: EXPIRING_OPTION, arity: 'single' }
          : null;
      },
    },
  ),
  textColumn('Assigned Date', 'date', (l) => formatDay(l.AssignLead?.created_at), { hideOnPhone: true }),
  textColumn('Coming Date', 'date', (l) => formatDay(l.created_at), { hideOnPhone: true }),
  textColumn('Followup Date', 'date', (l) => formatDay(l.InternalStatusHistory?.followup_date), {
    hideOnPhone: true,
  }),
  textColumn('Location', 'text', (l) => l.Client.current_location ?? '', {
    hideOnPhone: true,
    cellFilter: (l) =>
      l.Client.current_location
        ? single('current_location', l.Client.current_location, l.Client.current_location)
        : null,
  }),
  textColumn('Region', 'label', (l) => l.Project.Region.Parentregion.name, {
    hideOnPhone: true,
    cellFilter: (l) =>
      multi('parent_region_ids', l.Project.Region.Parentregion.id, l.Project.Region.Parentregion.name),
  }),
  textColumn('Last Update Date', 'date', (l) => formatDay(l.updated_at), { hideOnPhone: true }),
  textColumn('Rm Name', 'name', (l) => l.AssignLead?.Assignee.name ?? '', {
    hide: true,
    cellFilter: (l) => {
      const rm = l.AssignLead?.Assignee;
      return rm?.id != null ? multi('assign_id', rm.id, rm.name ?? String(rm.id)) : null;
    },
  }),
  textColumn('Presale RM', 'name', (l) => l.PresaleRm?.name ?? '', {
    hide: true,
    cellFilter: (l) => {
      const rm = l.PresaleRm;
      return rm?.id != null ? multi('presale_rm_ids', rm.id, rm.name ?? String(rm.id)) : null;
    },
  }),
  textColumn('Added By', 'name', (l) => l.LeadCreator?.name ?? '', { hide: true }),
  textColumn('Admin Comments', 'text', (l) => l.admin_message ?? '', { hide: true, width: 220 }),
  textColumn('Source', 'label', (l) => l.LeadSource.name, {
    hide: true,
    cellFilter: (l) => multi('source_ids', l.LeadSource.id, l.LeadSource.name),
  }),
  textColumn('Magnet Name', 'name', (l) => l.LeadMagnet.name, { hide: true }),
  textColumn('Is Magnet', 'flag', (l) => yesNo(l.is_magnet), { hide: true }),
  textColumn('Is Presale Lead', 'flag', (l) => yesNo(l.is_presale), {
    hide: true,
    cellFilter: (l) => single('is_presale', l.is_presale, yesNo(l.is_presale)),
  }),
  textColumn('Nationality', 'label', (l) => nationalityName(l.Nationality), {
    hide: true,
    cellFilter: (l) => single('nationality', l.Nationality === '1' ? 1 : 2, nationalityName(l.Nationality)),
  }),
  textColumn('Is Audit Lead', 'flag', (l) => yesNo(l.is_audit_new_lead), {
    hide: true,
    cellFilter: (l) => single('is_audit', l.is_audit_new_lead, yesNo(l.is_audit_new_lead)),
  }),
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
