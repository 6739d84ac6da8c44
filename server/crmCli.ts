// The developer CRM's side for a person trying the demo: records an activity on a lead of the running
// server, as the CRM would (extension, issue 44). `npm run crm -- visit 42`, `stage 42 5`, `booking 42`.
import { readConfig } from './config.ts';

type Activity = { action: string; action_name: string; stage_id?: number; internal_status_id?: number };

const VISIT_DONE = 4;
const BOOKED = 7;
/** The lead stages of the spec (02 §3): a stage change entry is named by its new stage. */
const STAGES: Record<number, string> = {
  1: 'Not Updated',
  3: 'Opportunity',
  5: 'Pipeline',
  7: 'Booked',
  10: 'Suspect',
};

const commands: Record<string, (stageId?: number) => Activity> = {
  visit: () => ({ action: 'lead_status_change', action_name: 'Visit Done', internal_status_id: VISIT_DONE }),
  booking: () => ({ action: 'lead_state_change', action_name: 'Booked', stage_id: BOOKED }),
  stage: (stageId = 0) => ({
    action: 'lead_state_change',
    action_name: STAGES[stageId] ?? '',
    stage_id: stageId,
  }),
};

const [command = '', leadId, stageId] = process.argv.slice(2);
const make = commands[command];
if (!make || !/^\d+$/.test(leadId ?? '') || (command === 'stage' && !STAGES[Number(stageId)])) {
  console.error('Usage: npm run crm -- visit <leadId> | booking <leadId> | stage <leadId> <1|3|5|7|10>');
  process.exit(2);
}
const config = readConfig();
const base = process.env.API_URL ?? `http://${config.host}:${config.port}`;
const res = await fetch(`${base}/api/crm/leads/${leadId}/activities`, {
  method: 'POST',
  headers: {
    authorization: `Bearer ${config.crmServiceToken.token}`,
    'content-type': 'application/json',
  },
  body: JSON.stringify(make(Number(stageId))),
});
console.log(`${res.status} ${await res.text()}`);
process.exit(res.ok ? 0 : 1);
