// The columns of the leads list (spec 02 "Leads list"): colIds are the layout names.
import type { FilterArity, FilterOption } from '../../domain/filters';
import type { GridColumn } from '../../shared/grid/gridColumn';
import type { Lead } from './LeadsStore';
import { formatLeadDate, formatPhone, nationalityName, yesNo } from './leadFormat';

const text = (colId: string, value: (lead: Lead) => string, width = 150): GridColumn<Lead> => ({
  colId,
  headerName: colId,
  width,
  valueGetter: (params) => (params.data ? value(params.data) : ''),
});

export const LEAD_COLUMNS: readonly GridColumn<Lead>[] = [
  text('ID', (l) => String(l.id), 90),
  text('Client Name', (l) => l.Client.name, 170),
  text('Client Contact', (l) => formatPhone(l.Client.number), 150),
  text('Project', (l) => l.Project.name, 190),
  text('Activity Status', (l) => l.InternalStatusHistory?.LeadInternalStatus?.name ?? '', 160),
  text('Stage', (l) => l.ObjectStage.Stage.name, 150),
  text('Assigned Date', (l) => formatLeadDate(l.AssignLead?.created_at), 130),
  text('Coming Date', (l) => formatLeadDate(l.coming_date), 130),
  text('Followup Date', (l) => formatLeadDate(l.InternalStatusHistory?.followup_date), 130),
  text('Location', (l) => l.Client.current_location ?? '', 150),
  text('Region', (l) => l.Project.Region.Parentregion.name, 130),
  text('Last Update Date', (l) => formatLeadDate(l.updated_at), 140),
  text('Rm Name', (l) => l.AssignLead?.Assignee.name ?? '', 150),
  text('Presale RM', (l) => l.PresaleRm?.name ?? '', 150),
  text('Added By', (l) => l.LeadCreator?.name ?? '', 150),
  text('Admin Comments', (l) => l.admin_message ?? '', 220),
  text('Source', (l) => l.LeadSource.name, 150),
  text('Magnet Name', (l) => l.LeadMagnet.name, 150),
  text('Is Magnet', (l) => yesNo(l.is_magnet), 110),
  text('Is Presale Lead', (l) => yesNo(l.is_presale), 130),
  text('Nationality', (l) => nationalityName(l.Nationality), 120),
  text('Is Audit Lead', (l) => yesNo(l.is_audit_new_lead), 120),
];

export type CellFilter = { key: string; option: FilterOption; arity: FilterArity };

/** The filter a click on a cell adds (spec 02: clicking a filterable cell adds that value as a filter). */
export function leadCellFilter(column: string, lead: Lead): CellFilter | null {
  const status = lead.InternalStatusHistory?.LeadInternalStatus;
  switch (column) {
    case 'Project':
      return { key: 'project_ids', option: { id: lead.Project.id, name: lead.Project.name }, arity: 'multi' };
    case 'Stage':
      return { key: 'stage_ids', option: { ...lead.ObjectStage.Stage }, arity: 'multi' };
    case 'Activity Status':
      return status ? { key: 'internal_status_ids', option: { ...status }, arity: 'multi' } : null;
    case 'Region':
      return { key: 'parent_region_ids', option: { ...lead.Project.Region.Parentregion }, arity: 'multi' };
    case 'Source':
      return { key: 'source_ids', option: { ...lead.LeadSource }, arity: 'multi' };
    case 'Client Contact':
      return {
        key: 'client_number',
        option: { id: lead.Client.number, name: lead.Client.number },
        arity: 'single',
      };
    case 'Location': {
      const location = lead.Client.current_location;
      return location
        ? { key: 'current_location', option: { id: location, name: location }, arity: 'single' }
        : null;
    }
    case 'Nationality': {
      const id = lead.Nationality === '1' ? 1 : 2;
      return { key: 'nationality', option: { id, name: nationalityName(lead.Nationality) }, arity: 'single' };
    }
    case 'Is Presale Lead':
      return {
        key: 'is_presale',
        option: { id: lead.is_presale, name: yesNo(lead.is_presale) },
        arity: 'single',
      };
    case 'Is Audit Lead':
      return {
        key: 'is_audit',
        option: { id: lead.is_audit_new_lead, name: yesNo(lead.is_audit_new_lead) },
        arity: 'single',
      };
    default:
      return null;
  }
}

export const FILTERABLE_LEAD_COLUMNS: readonly string[] = [
  'Project',
  'Stage',
  'Activity Status',
  'Region',
  'Source',
  'Client Contact',
  'Location',
  'Nationality',
  'Is Presale Lead',
  'Is Audit Lead',
];
