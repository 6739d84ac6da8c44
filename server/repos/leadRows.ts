// A lead's row: the columns and joins a Lead is read with, its protection in SQL, and the row's mapping
// to the contract's Lead.
import type { Schema } from '../lib/operations.ts';

/** A lead as the contract describes it. */
export type Lead = Schema<'Lead'>;
type MoreFields = Lead['more_fields'];

export type LeadRow = {
  id: number;
  project_id: number;
  project_name: string;
  region_id: number;
  region_name: string;
  parent_region_id: number;
  parent_region_name: string;
  assign_id: number | null;
  assignee_name: string | null;
  assigned_at: Date | null;
  presale_rm_id: number | null;
  presale_rm_name: string | null;
  client_id: number;
  client_name: string;
  client_number: string;
  client_country_code: string;
  alternate_number: string | null;
  client_email: string | null;
  current_location: string | null;
  stage_id: number;
  stage_name: string;
  internal_status_id: number | null;
  internal_status_name: string | null;
  followup_date: Date | null;
  action_date: Date | null;
  creator_name: string | null;
  admin_message: string | null;
  source_id: number;
  source_name: string;
  created_at: Date;
  updated_at: Date;
  closed_at: Date | null;
  magnet_id: number;
  magnet_name: string;
  is_magnet: number;
  is_presale: number;
  nationality: string;
  is_audit_new_lead: number;
  closing_reason: string | null;
  loan_required: number;
  alternate_project_id: number | null;
  alternate_project_name: string | null;
  base_incentive: number;
  ladder_incentive: number;
  total_brokerage: number;
  total_gst: number;
  payable_amount: number;
  released_amount: number;
  total_tds: number;
  more_fields: MoreFields;
  protection_days: number;
  protection_ends_at: Date;
  visited_at: Date | null;
  protection_state: Schema<'LeadProtection'>['state'];
};

/** A timestamp as the contract writes it (ISO 8601), or null. */
export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const zeroOne = (n: number): 0 | 1 => (n === 1 ? 1 : 0);

export function toLead(r: LeadRow): Lead {
  const hasStatus = r.internal_status_id !== null || r.followup_date !== null || r.action_date !== null;
  return {
    id: r.id,
    Project: {
      id: r.project_id,
      name: r.project_name,
      Region: {
        id: r.region_id,
        name: r.region_name,
        Parentregion: { id: r.parent_region_id, name: r.parent_region_name },
      },
    },
    AssignLead: r.assignee_name
      ? { Assignee: { id: r.assign_id, name: r.assignee_name }, created_at: iso(r.assigned_at) }
      : null,
    PresaleRm: r.presale_rm_name ? { id: r.presale_rm_id, name: r.presale_rm_name } : null,
    Client: {
      id: r.client_id,
      name: r.client_name,
      number: r.client_number,
      country_code: r.client_country_code,
      alternate_number: r.alternate_number,
      email: r.client_email,
      current_location: r.current_location,
    },
    ObjectStage: { Stage: { id: r.stage_id, name: r.stage_name } },
    InternalStatusHistory: hasStatus
      ? {
          LeadInternalStatus:
            r.internal_status_id !== null && r.internal_status_name !== null
              ? { id: r.internal_status_id, name: r.internal_status_name }
              : null,
          followup_date: iso(r.followup_date),
          action_date: iso(r.action_date),
        }
      : null,
    LeadCreator: r.creator_name ? { name: r.creator_name } : null,
    admin_message: r.admin_message,
    LeadSource: { id: r.source_id, name: r.source_name },
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    closed_at: iso(r.closed_at),
    LeadMagnet: { id: r.magnet_id, name: r.magnet_name },
    is_magnet: zeroOne(r.is_magnet),
    is_presale: zeroOne(r.is_presale),
    Nationality: r.nationality === '2' ? '2' : '1',
    is_audit_new_lead: zeroOne(r.is_audit_new_lead),
    closing_reason: r.closing_reason,
    loan_required: zeroOne(r.loan_required),
    AlternateProject:
      r.alternate_project_id !== null && r.alternate_project_name !== null
        ? { id: r.alternate_project_id, name: r.alternate_project_name }
        : null,
    brokerageDetails: {
      baseIncentive: r.base_incentive,
      ladderIncentive: r.ladder_incentive,
      totalBrokerage: r.total_brokerage,
    },
    paymentDetails: {
      amountGST: r.total_gst,
      amountPayable: r.payable_amount,
      amountReleased: r.released_amount,
      amountTDS: r.total_tds,
    },
    more_fields: r.more_fields,
    protection: {
      window_days: r.protection_days,
      ends_at: r.protection_ends_at.toISOString(),
      state: r.protection_state,
      visited_at: iso(r.visited_at),
    },
  };
}

// The protection clock (extension, issue 35; the rule of src/domain/protection.ts in SQL). A site visit
// done is an activity entry Visit Done or Revisit Done (status ids 4 and 6), at or after registration;
// a lock holds until the lead is Closed or Cancel, when its protection has ended.
export const visitTime = 'COALESCE(u.action_date, u.created_at)';
export const visitsOfLead = `update_logs u WHERE u.lead_id = l.id AND u.action_name IN ('Visit Done', 'Revisit Done')
                        AND ${visitTime} >= l.created_at`;
export const endedStages = `(SELECT st.id FROM stages st WHERE st.name IN ('Closed', 'Cancel'))`;

export const leadColumns = `
  l.id, p.id AS project_id, p.name AS project_name, r.id AS region_id, r.name AS region_name,
  rp.id AS parent_region_id, rp.name AS parent_region_name,
  l.assign_id, l.assignee_name, l.assigned_at, l.presale_rm_id, l.presale_rm_name,
  c.id AS client_id, c.name AS client_name, c.number AS client_number,
  c.country_code AS client_country_code, c.alternate_number,
  c.email AS client_email, c.current_location,
  l.stage_id, (SELECT s.name FROM stages s WHERE s.id = l.stage_id) AS stage_name,
  l.internal_status_id,
  (SELECT ist.name FROM lead_internal_statuses ist WHERE ist.id = l.internal_status_id) AS internal_status_name,
  l.followup_date, l.action_date, l.creator_name, l.admin_message,
  l.source_id, (SELECT src.name FROM sources src WHERE src.id = l.source_id) AS source_name,
  l.created_at, l.updated_at, l.closed_at,
  l.magnet_id, (SELECT trim(u.first_name || ' ' || u.last_name) FROM users u WHERE u.id = l.magnet_id) AS magnet_name,
  l.is_magnet, l.is_presale, l.nationality, l.is_audit_new_lead, l.closing_reason, l.loan_required,
  l.alternate_project_id,
  (SELECT ap.name FROM projects ap WHERE ap.id = l.alternate_project_id) AS alternate_project_name,
  bk.base_incentive, bk.ladder_incentive, bk.total_brokerage,
  bk.total_gst, bk.payable_amount, bk.released_amount, bk.total_tds, l.more_fields,
  l.protection_days, l.protection_ends_at, pv.visited_at`;

/** The protection state at the moment bound as `now` (a $n placeholder). */
export const protectionState = (now: string) => `
  CASE WHEN l.stage_id IN ${endedStages} THEN 'Ended'
       WHEN pv.visited_at < l.protection_ends_at THEN 'Locked'
       WHEN ${now}::timestamptz < l.protection_ends_at THEN 'Protected'
       ELSE 'Expired' END AS protection_state`;

// Everything a Lead shows, joined to one page of lead ids; bookings are summed per lead (cancelled ones left out).
// The names of a lead's stage, status, source, partner and alternate project are looked up one by one
// (the subqueries of leadColumns) rather than joined: with ten tables joined, planning the query (every
// call plans it again) took as long as running it; a page's lookups are 50 index probes.
export const leadJoins = `
  JOIN leads l ON l.id = page.id
  JOIN projects p ON p.id = l.project_id
  JOIN regions r ON r.id = p.region_id
  JOIN region_parents rp ON rp.id = r.parent_id
  JOIN clients c ON c.id = l.client_id
  LEFT JOIN LATERAL (
    SELECT COALESCE(sum(b.base_incentive), 0) AS base_incentive,
           COALESCE(sum(b.ladder_incentive), 0) AS ladder_incentive,
           COALESCE(sum(b.total_brokerage), 0) AS total_brokerage,
           COALESCE(sum(b.total_gst), 0) AS total_gst,
           COALESCE(sum(b.payable_amount), 0) AS payable_amount,
           COALESCE(sum(b.released_amount), 0) AS released_amount,
           COALESCE(sum(b.total_tds), 0) AS total_tds
      FROM bookings b
     WHERE b.lead_id = l.id AND b.magnet_id = l.magnet_id AND b.is_lead_cancelled = 0
  ) bk ON true
  LEFT JOIN LATERAL (SELECT min(${visitTime}) AS visited_at FROM ${visitsOfLead}) pv ON true`;
