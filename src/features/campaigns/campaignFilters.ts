// The filters of the campaign spends (spec 02 §2, §7): campaign type, start date, end date and the
// order (Ascending / Descending) in the filter dialog; the project by clicking its cell.
import type { paths } from '../../api/schema';
import { CAMPAIGN_TYPES } from '../../domain/campaign';
import type { FilterOption } from '../../domain/filters';
import { dateField, type FilterField, idListField } from '../../shared/list/filterFields';
import type { ReferenceLists } from '../../shared/list/listSpec';

export type CampaignQuery = NonNullable<
  paths['/campaignMagnetsPercentages/magnetSpend']['get']['parameters']['query']
>;

type Order = NonNullable<CampaignQuery['order']>;

export const ORDER_CHOICES: readonly { id: Order; name: string }[] = [
  { id: 'ASC', name: 'Ascending' },
  { id: 'DESC', name: 'Descending' },
];

const orderOf = (id: string): Order | undefined => ORDER_CHOICES.find((c) => c.id === id)?.id;

/** ASC or DESC, one at a time. */
const orderField: FilterField<CampaignQuery, ReferenceLists> = {
  key: 'order',
  label: 'Order',
  kind: 'select',
  arity: 'single',
  accepts: (id) => orderOf(id) !== undefined,
  options: () => ORDER_CHOICES,
  toValue: (values: readonly FilterOption[]) => {
    const first = values[0];
    return first === undefined ? undefined : orderOf(String(first.id));
  },
};

export const CAMPAIGN_FIELDS: readonly FilterField<CampaignQuery, ReferenceLists>[] = [
  idListField('campaign_type', 'Campaign Type', { options: () => CAMPAIGN_TYPES }),
  orderField,
  dateField('start_date', 'Start Date'),
  dateField('end_date', 'End Date'),
  idListField('project_ids', 'Project', { inPanel: false }),
];
