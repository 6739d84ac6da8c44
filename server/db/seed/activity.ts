import type { Faker } from '@faker-js/faker';
import { ACTIVITY_STATUSES, FUNNEL, nameOf, type Reference, S, ST } from './reference.ts';

// The activity history of a demo lead: the calls, status changes and stage changes that took it to
// its stage, in the spec's vocabulary (02 §4).

const CALL_NOTES = [
  'Spoke to the client, shared the project details.',
  'Client busy, asked to call back in the evening.',
  'Discussed budget and possession timeline.',
  'Shared the brochure and location pin on WhatsApp.',
  'Client wants to visit with family on the weekend.',
  'Explained the payment plan and bank offers.',
  'Client comparing with a nearby project.',
  'Number not reachable, will retry tomorrow.',
];

export type PlannedLog = {
  action: string | null;
  name: string | null;
  message: string | null;
  comment: string | null;
  user: string | null;
};

/** The activity history of a lead that reached `stage`. */
export function plannedActivity(
  f: Faker,
  ref: Reference,
  stage: number,
  status: number | null,
  rm: string,
  partner: string,
): PlannedLog[] {
  const stageName = (id: number) => nameOf(ref.stages, id) ?? 'Not Updated';
  const statusName = (id: number) => nameOf(ref.statuses, id) ?? '';
  const out: PlannedLog[] = [];
  const call = (action: string, name: string | null, message: string) =>
    out.push({ action, name, message, comment: f.helpers.arrayElement(CALL_NOTES), user: rm });
  const statusEntry = (id: number) =>
    out.push({
      action: 'lead_status_change',
      name: statusName(id),
      message: `Activity status changed to ${statusName(id)}`,
      comment: null,
      user: rm,
    });
  out.push({
    action: 'lead_auto_assign',
    name: f.datatype.boolean() ? null : 'New',
    message: `Lead assigned to ${rm}`,
    comment: null,
    user: null,
  });
  if (f.datatype.boolean({ probability: 0.15 })) {
    out.push({
      action: 'lead_manual_assign',
      name: null,
      message: `Lead re-assigned to ${rm}`,
      comment: null,
      user: partner,
    });
  }
  let path: number[];
  if (stage === S.closed) {
    const reached = f.helpers.arrayElement([S.notUpdated, S.suspect, S.suspect, S.opportunity, S.pipeline]);
    path = [...FUNNEL.slice(0, FUNNEL.indexOf(reached) + 1), S.closed];
  } else if (stage === S.cancel) {
    const reached = f.helpers.arrayElement([S.pipeline, S.eoiApplication, S.booked]);
    path = [...FUNNEL.slice(0, FUNNEL.indexOf(reached) + 1), S.cancel];
  } else {
    path = FUNNEL.slice(0, FUNNEL.indexOf(stage) + 1);
  }
  const reactivated =
    stage !== S.closed && stage !== S.notUpdated && f.datatype.boolean({ probability: 0.12 });
  for (let k = 1; k < path.length; k++) {
    const from = path[k - 1] ?? S.notUpdated;
    const to = path[k] ?? S.notUpdated;
    if (to === S.closed || to === S.cancel) {
      call(
        f.helpers.arrayElement(['disinterested', 'disqualify']),
        null,
        to === S.closed ? 'Client not interested any more' : 'Client asked to cancel',
      );
    } else {
      call('followup_set', 'Follow Up', 'Follow up scheduled');
      if (f.datatype.boolean({ probability: 0.6 })) call('followup', null, 'Called the client');
      if (to === S.opportunity) {
        call('interested', 'Interested', 'Client is interested');
        if (f.datatype.boolean({ probability: 0.3 })) statusEntry(ST.videoCallDone);
      }
      if (to === S.pipeline) {
        statusEntry(ST.visitDone);
        if (f.datatype.boolean({ probability: 0.25 })) statusEntry(ST.hpopDone);
      }
      if ((to === S.eoiApplication || to === S.booked) && f.datatype.boolean({ probability: 0.5 })) {
        statusEntry(ST.revisitDone);
      }
    }
    if (reactivated && k === path.length - 1) {
      call('disqualify', null, 'Client stopped responding');
      out.push({
        action: 'lead_state_change',
        name: 'Closed',
        message: `Stage changed from ${stageName(from)} to Closed`,
        comment: null,
        user: rm,
      });
      out.push({
        action: 'reactivation',
        name: null,
        message: 'Lead reactivated',
        comment: 'Client called back',
        user: rm,
      });
    }
    out.push({
      action: 'lead_state_change',
      name: stageName(to),
      message: `Stage changed from ${stageName(reactivated && k === path.length - 1 ? S.closed : from)} to ${stageName(to)}`,
      comment: null,
      user: rm,
    });
  }
  if (stage === S.closed && f.datatype.boolean({ probability: 0.2 })) {
    out.push({
      action: 'sourcing',
      name: null,
      message: 'Lead transferred to sourcing',
      comment: null,
      user: rm,
    });
  }
  if (
    status !== null &&
    ACTIVITY_STATUSES.includes(status) &&
    !out.some((e) => e.name === statusName(status))
  ) {
    statusEntry(status);
  }
  if (f.datatype.boolean({ probability: 0.08 })) {
    out.splice(1, 0, { action: null, name: null, message: null, comment: null, user: null });
  }
  return out;
}
