// The funnel stages of the dashboard (spec 02 §2 "Dashboard") and the open_leads counter of each.
import { BOOKED_LEADS_NOTE } from '../../domain/bookedCounts';
import type { FunnelKind, OpenLeads } from './DashboardStore';

export type FunnelStage = {
  label: 'New' | 'Suspect' | 'Opportunity' | 'Pipeline' | 'Booked';
  slug: 'new' | 'suspect' | 'opportunity' | 'pipeline' | 'booked';
  counter: 'notUpdate' | 'rml' | 'opportunity' | 'pipeline' | 'booked';
  /** What the count counts, under the stage, where it could be read as another figure. */
  note?: string;
};

export const FUNNEL_STAGES: readonly FunnelStage[] = [
  { label: 'New', slug: 'new', counter: 'notUpdate' },
  { label: 'Suspect', slug: 'suspect', counter: 'rml' },
  { label: 'Opportunity', slug: 'opportunity', counter: 'opportunity' },
  { label: 'Pipeline', slug: 'pipeline', counter: 'pipeline' },
  { label: 'Booked', slug: 'booked', counter: 'booked', note: BOOKED_LEADS_NOTE },
];

export const FUNNEL_TITLES: Record<FunnelKind, string> = {
  added: 'Added Leads',
  digital: 'Digital Leads',
};

/** /leads/{stage} for added leads, /leads/{stage}-digital for digital leads. */
export function funnelLink(kind: FunnelKind, stage: FunnelStage): string {
  return kind === 'added' ? `/leads/${stage.slug}` : `/leads/${stage.slug}-digital`;
}

export function stageCount(counts: OpenLeads | null, stage: FunnelStage): number | null {
  return counts ? counts[stage.counter] : null;
}
