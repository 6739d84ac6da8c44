import { plannedActivity } from './activity.ts';
import { allocIds, DAY, formatDuration, insertRows, iso, json, MINUTE, person, round } from './common.ts';
import type { Booked, Ctx, PartnerSpec } from './partner.ts';
import {
  ACTIVITY_STATUSES,
  MAGNET_SOURCE_IDS,
  nameOf,
  OPEN_STAGES,
  S,
  SOURCE_WEIGHTS,
  SRC,
  ST,
  STATUS_BY_STAGE,
} from './reference.ts';
import { PRESALE_RM_ID_BASE, rmId, SALES_RM_ID_BASE } from './staff.ts';

// A partner's clients and leads, every stage, source and activity status among them, with their
// activity history, comments and calls.

const ADMIN_MESSAGES = [
  'Client wants a 2 BHK near the metro, budget flexible by 5 lakhs.',
  'Family of four, looking for a 3 BHK with a good school nearby.',
  'Investor, interested in under-construction projects with payment plans.',
  'First-time buyer, needs home loan assistance.',
  'Wants a higher floor and an east-facing flat.',
  'Relocating from Dubai next quarter, prefers ready possession.',
  'Client asked for the price sheet and floor plans on WhatsApp.',
  'Call after 6 pm on weekdays.',
  'Comparing with two other projects in the area.',
  'Referred by an existing customer of mine.',
];

const COMMENTS = [
  'Client is looking for a 2 BHK within 85 lakhs.',
  'Site visit planned for Saturday with the family.',
  'Wants an east-facing flat on a higher floor.',
  'Requested the price sheet and payment plan on WhatsApp.',
  'Home loan pre-approval in progress.',
  'Client liked the show flat, discussing with spouse.',
  'Asked for a better offer on floor rise charges.',
  'Prefers possession before the school year starts.',
  'Spoke to the client, very positive about the project.',
  'Needs parking for two cars.',
  'Will confirm after the bank valuation.',
  'Shared the sample agreement for review.',
];

const CLOSING_REASONS = [
  'Budget mismatch',
  'Bought in another project',
  'Location not suitable',
  'Not reachable after multiple attempts',
  'Plan postponed by the client',
  'Duplicate lead',
];
const CANCEL_REASONS = [
  'Booking cancelled by the client',
  'Loan not sanctioned',
  'Family decided against the purchase',
];

type LogRow = [
  lead: number,
  action: string | null,
  actionName: string | null,
  actionDate: string | null,
  message: string | null,
  comment: string | null,
  user: string | null,
  createdAt: string,
];

/** How many days ago a lead of each stage was created (a range). */
const CREATED_DAYS: Record<number, [number, number]> = {
  [S.notUpdated]: [1.2, 25],
  [S.suspect]: [3, 60],
  [S.opportunity]: [5, 90],
  [S.pipeline]: [10, 120],
  [S.eoiApplication]: [20, 150],
  [S.eoiNonRefundable]: [20, 150],
  [S.booked]: [30, 240],
  [S.closed]: [10, 200],
  [S.cancel]: [40, 240],
};

/** Seeds a partner's clients and leads; returns the leads that reached Booked. */
export async function seedLeads(c: Ctx, p: PartnerSpec): Promise<Booked[]> {
  const { f, now, q, ref } = c;
  const { sources } = ref;
  const at = (minutesAgo: number) => new Date(now.getTime() - Math.round(minutesAgo) * MINUTE);
  const stages = f.helpers.shuffle(
    p.stageCounts.flatMap(([stage, n]) => Array.from({ length: n }, () => stage)),
  );
  const total = stages.length;
  const leadIds = await allocIds(q, 'leads', total);

  // Sources: every source once, then weighted.
  const sourceIds = stages.map((_, i) =>
    i < sources.length && total >= 20
      ? (sources[i]?.[0] ?? SRC.magnetLimited)
      : f.helpers.weightedArrayElement(
          sources.map(([id], k) => ({ value: id, weight: SOURCE_WEIGHTS[k] ?? 1 })),
        ),
  );
  // Activity statuses by stage; every status at least once on a partner with many leads.
  const statuses = stages.map((stage) =>
    stage === S.notUpdated && f.datatype.boolean({ probability: 0.8 })
      ? null
      : f.helpers.arrayElement(STATUS_BY_STAGE[stage] ?? [ST.followUp]),
  );
  if (total >= 60) {
    for (const [id] of ref.statuses) {
      if (statuses.includes(id)) continue;
      const k = stages.findIndex(
        (st, i) =>
          (STATUS_BY_STAGE[st] ?? []).includes(id) && statuses.filter((s) => s === statuses[i]).length > 1,
      );
      if (k >= 0) statuses[k] = id;
    }
  }
  const quiet = new Set(
    f.helpers.arrayElements(
      stages.map((_, i) => i).filter((i) => stages[i] !== S.booked),
      Math.min(p.quietLeads, total),
    ),
  );

  const clientRows: unknown[][] = [];
  const clientIds = await allocIds(q, 'clients', total);
  const leadRows: unknown[][] = [];
  const logRows: LogRow[] = [];
  const commentRows: unknown[][] = [];
  const callRows: unknown[][] = [];
  const booked: Booked[] = [];
  const clients: { id: number; projectId: number }[] = [];

  for (let i = 0; i < total; i++) {
    const stage = stages[i] ?? S.notUpdated;
    const status = statuses[i] ?? null;
    const sourceId = sourceIds[i] ?? SRC.magnetLimited;
    const leadId = leadIds[i] ?? 0;
    const project = f.helpers.arrayElement(p.projects);
    const [dMin, dMax] = CREATED_DAYS[stage] ?? [2, 60];
    const createdAgo = f.number.float({ min: dMin, max: dMax }) * 1440;
    const created = at(createdAgo);
    // A few clients come back for a second project.
    const repeat =
      clients.length > 5 && f.datatype.boolean({ probability: 0.08 })
        ? f.helpers.arrayElement(clients)
        : null;
    let clientId: number;
    if (repeat && repeat.projectId !== project.id) {
      clientId = repeat.id;
    } else {
      clientId = clientIds[clientRows.length] ?? 0;
      const who = person(f);
      clientRows.push([
        clientId,
        p.id,
        who.name,
        c.phone(),
        '+91',
        f.datatype.boolean({ probability: 0.15 }) ? c.phone() : null,
        f.datatype.boolean({ probability: 0.85 })
          ? f.internet.email({ firstName: who.first, lastName: who.last }).toLowerCase()
          : null,
        f.datatype.boolean({ probability: 0.9 }) ? f.helpers.arrayElement(p.localities) : null,
        iso(created),
      ]);
      clients.push({ id: clientId, projectId: project.id });
    }

    const lastAgo = createdAgo * f.number.float({ min: OPEN_STAGES.includes(stage) ? 0.02 : 0.1, max: 0.6 });
    const hasAssignee = !(quiet.has(i) && stage === S.notUpdated);
    const rm = f.helpers.arrayElement(c.staff.rms);
    const assignedAgo = createdAgo - f.number.int({ min: 5, max: 120 });
    const isPresale = f.datatype.boolean({ probability: 0.25 }) ? 1 : 0;
    const isMagnetSource = MAGNET_SOURCE_IDS.includes(sourceId);

    const planned = quiet.has(i) ? [] : plannedActivity(f, ref, stage, status, rm.name, p.name);
    // Spread the entries between assignment and the last activity.
    const span = Math.max(10, assignedAgo - lastAgo);
    const offsets = planned.map(() => f.number.float({ min: 0, max: 1 })).sort((a, b) => a - b);
    const times = planned.map((_, k) => at(assignedAgo - (k === 0 ? 0 : (offsets[k] ?? 1) * span)));
    planned.forEach((e, k) => {
      const t = times[k] ?? created;
      logRows.push([
        leadId,
        e.action,
        e.name,
        e.action ? iso(t) : null,
        e.message,
        e.comment,
        e.user,
        iso(t),
      ]);
    });
    const lastTime = times[times.length - 1] ?? created;
    const statusEvent =
      status === null ? -1 : planned.map((e) => e.name).lastIndexOf(nameOf(ref.statuses, status) ?? '');
    const stateChanges = planned
      .map((e, k) => (e.action === 'lead_state_change' ? k : -1))
      .filter((k) => k >= 0);
    const finalChange = times[stateChanges[stateChanges.length - 1] ?? -1] ?? lastTime;

    let actionDate: Date | null = stage === S.notUpdated && planned.length < 2 ? null : lastTime;
    let followup: Date | null = null;
    if (status === ST.visitScheduled || status === ST.revisitScheduled) {
      actionDate = new Date(
        now.getTime() + f.number.int({ min: 1, max: 10 }) * DAY + f.number.int({ min: 0, max: 600 }) * MINUTE,
      );
    } else if (status !== null && ACTIVITY_STATUSES.includes(status)) {
      actionDate = times[statusEvent] ?? lastTime;
    }
    if (OPEN_STAGES.includes(stage) && (status === ST.followUp || f.datatype.boolean({ probability: 0.7 }))) {
      followup = new Date(now.getTime() + f.number.float({ min: -3, max: 14 }) * DAY);
    }
    const closedAt = stage === S.closed ? finalChange : null;
    const closingReason =
      stage === S.closed
        ? f.helpers.arrayElement(CLOSING_REASONS)
        : stage === S.cancel
          ? f.helpers.arrayElement(CANCEL_REASONS)
          : null;
    const updated = new Date(
      Math.max(lastTime.getTime(), created.getTime()) + f.number.int({ min: 0, max: 30 }) * MINUTE,
    );
    const alternate = f.datatype.boolean({ probability: 0.1 }) ? f.helpers.arrayElement(p.projects) : null;
    const percentage = f.helpers.arrayElement([50, 50, 60, 70]);
    const bhk = Number.parseInt(f.helpers.arrayElement(project.plans).bhk, 10) || 0;
    const minBudget = round((project.plans[0]?.price ?? 5_000_000) * 0.9, 100_000);
    const presaleRm = isPresale ? f.helpers.arrayElement(c.staff.presales) : null;
    leadRows.push([
      leadId,
      p.id,
      clientId,
      project.id,
      alternate && alternate.id !== project.id ? alternate.id : null,
      stage,
      status,
      sourceId,
      hasAssignee ? rmId(c.staff.rms, rm, SALES_RM_ID_BASE) : null,
      hasAssignee ? rm.name : null,
      hasAssignee ? iso(at(assignedAgo)) : null,
      presaleRm ? rmId(c.staff.presales, presaleRm, PRESALE_RM_ID_BASE) : null,
      presaleRm ? presaleRm.name : null,
      isMagnetSource ? p.name : null,
      isMagnetSource ? p.id : null,
      isMagnetSource
        ? f.datatype.boolean({ probability: 0.85 })
          ? f.helpers.arrayElement(ADMIN_MESSAGES)
          : null
        : f.datatype.boolean({ probability: 0.5 })
          ? `Lead from the ${nameOf(sources, sourceId) ?? 'digital'} campaign`
          : null,
      1,
      isPresale,
      f.datatype.boolean({ probability: 0.1 }) ? '2' : '1',
      f.datatype.boolean({ probability: 0.15 }) ? 1 : 0,
      closingReason,
      f.datatype.boolean({ probability: 0.3 }) ? 1 : 0,
      followup ? iso(followup) : null,
      actionDate ? iso(actionDate) : null,
      closedAt ? iso(closedAt) : null,
      json(
        sourceId === SRC.magnetLimited
          ? {
              percentage,
              ClientBudget: {
                min_budget: minBudget,
                max_budget: round(minBudget * 1.3, 100_000),
                // The ids of 2025 to 2028 (spec 01 §3: 2022 to 2028 as ids 6 down to 0).
                possession_timeline: f.helpers.arrayElement([3, 2, 1, 0]),
                referred_by: f.datatype.boolean({ probability: 0.2 }) ? person(f).name : '',
                required_bhk: bhk,
              },
            }
          : { percentage: 50 },
      ),
      iso(created),
      iso(updated),
    ]);

    if (!quiet.has(i)) {
      if (f.datatype.boolean({ probability: 0.65 })) {
        const n = f.number.int({ min: 2, max: 4 });
        const authors = [rm, ...c.staff.presales.slice(0, 1), { name: p.name, saluation: 'Mr.' as const }];
        for (let k = 0; k < n; k++) {
          const who = f.helpers.arrayElement(authors);
          const t = new Date(
            created.getTime() + ((k + 1) / (n + 1)) * (updated.getTime() - created.getTime()),
          );
          commentRows.push([leadId, f.helpers.arrayElement(COMMENTS), who.name, who.saluation, iso(t)]);
        }
      }
      if (
        (stage !== S.notUpdated || f.datatype.boolean({ probability: 0.3 })) &&
        f.datatype.boolean({ probability: 0.7 })
      ) {
        const n = f.number.int({ min: 1, max: 4 });
        for (let k = 0; k < n; k++) {
          const missed = f.datatype.boolean({ probability: 0.18 });
          const seconds = missed ? 0 : f.number.int({ min: 18, max: 540 });
          const t = new Date(
            created.getTime() + ((k + 1) / (n + 1)) * (updated.getTime() - created.getTime()),
          );
          callRows.push([
            leadId,
            p.id,
            missed && f.datatype.boolean() ? null : f.helpers.arrayElement(c.recordings),
            formatDuration(seconds),
            iso(t),
            rm.name,
          ]);
        }
      }
    }
    if (stage === S.booked) booked.push({ leadId, clientId, project, date: finalChange, isPresale, rm });
  }

  await insertRows(
    q,
    'clients',
    [
      'id',
      'magnet_id',
      'name',
      'number',
      'country_code',
      'alternate_number',
      'email',
      'current_location',
      'created_at',
    ],
    clientRows,
  );
  await insertRows(
    q,
    'leads',
    [
      'id',
      'magnet_id',
      'client_id',
      'project_id',
      'alternate_project_id',
      'stage_id',
      'internal_status_id',
      'source_id',
      'assign_id',
      'assignee_name',
      'assigned_at',
      'presale_rm_id',
      'presale_rm_name',
      'creator_name',
      'created_by',
      'admin_message',
      'is_magnet',
      'is_presale',
      'nationality',
      'is_audit_new_lead',
      'closing_reason',
      'loan_required',
      'followup_date',
      'action_date',
      'closed_at',
      'more_fields',
      'created_at',
      'updated_at',
    ],
    leadRows,
  );
  await insertRows(
    q,
    'update_logs',
    [
      'lead_id',
      'action',
      'action_name',
      'action_date',
      'activity_message',
      'comment',
      'user_name',
      'created_at',
    ],
    logRows,
  );
  await insertRows(
    q,
    'comments',
    ['lead_id', 'comments', 'user_name', 'user_saluation', 'created_at'],
    commentRows,
  );
  await insertRows(
    q,
    'call_details',
    ['lead_id', 'user_id', 'recording_url', 'conversation_duration', 'call_date', 'agent_name'],
    callRows,
  );
  return booked;
}
