// The Add Lead form's draft, one per tier (the dialog reopens on the tier last typed in). A draft for
// another project is not offered where the caller fixed the project.
import type { AddLeadValues, LeadTier, ProjectPick } from '../../domain/leadPayload';
import { type DraftSpec, draftSpec, PICKED_ITEM_SCHEMA } from '../../shared/form/formDrafts';

const text = (maxLength: number) => ({ type: 'string', maxLength });
const choice = { type: ['integer', 'null'] };

export const leadDraftName = (tier: LeadTier) => `addLead.${tier}`;

export function leadDraft(tier: LeadTier, preset: ProjectPick | null): DraftSpec<AddLeadValues> {
  return draftSpec<AddLeadValues>(
    leadDraftName(tier),
    {
      name: text(200),
      project: PICKED_ITEM_SCHEMA,
      country_code: text(8),
      number: text(18),
      email: text(200),
      nationality: { enum: [1, 2] },
      admin_message: text(2000),
      referred_by: text(200),
      possession: choice,
      budget: choice,
      bhk: choice,
      action_date: { type: ['string', 'null'], maxLength: 40 },
      activity_comments: text(2000),
    },
    (values) => preset === null || values.project?.id === preset.id,
  );
}
