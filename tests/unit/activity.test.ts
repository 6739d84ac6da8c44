import { describe, expect, it } from 'vitest';
import {
  type ActivityLike,
  activityChipLabel,
  activityLabel,
  activityTotals,
  groupActivities,
  isVisibleActivity,
  relativeTime,
} from '../../src/domain/activity';

let n = 0;
function entry(action: string | null, action_name: string | null = null, minute = n): ActivityLike {
  n += 1;
  const at = new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();
  return {
    id: n,
    action,
    action_name,
    action_date: at,
    activity_message: action ? 'msg' : null,
    comment: null,
    created_at: at,
  };
}

describe('history display rules', () => {
  it('followup shows as Called, lead_auto_assign as New, others by their name', () => {
    expect(activityLabel(entry('followup'))).toBe('Called');
    expect(activityLabel(entry('lead_auto_assign', 'Something'))).toBe('New');
    expect(activityLabel(entry('lead_status_change', 'Visit Done'))).toBe('Visit Done');
    expect(activityLabel(entry('disqualify'))).toBe('Disqualify');
  });

  it('hides empty entries and lead_manual_assign', () => {
    expect(isVisibleActivity(entry(null))).toBe(false);
    expect(isVisibleActivity(entry('lead_manual_assign'))).toBe(false);
    expect(isVisibleActivity(entry('followup'))).toBe(true);
  });

  it('relative times', () => {
    const now = Date.UTC(2026, 0, 10, 12, 0);
    expect(relativeTime(new Date(now - 30_000).toISOString(), now)).toBe('just now');
    expect(relativeTime(new Date(now - 5 * 60_000).toISOString(), now)).toBe('5 minutes ago');
    expect(relativeTime(new Date(now - 86_400_000).toISOString(), now)).toBe('1 day ago');
    expect(relativeTime(new Date(now - 3 * 86_400_000).toISOString(), now)).toBe('3 days ago');
  });
});

describe('summary grouping', () => {
  it('groups by state changes and counts per title', () => {
    n = 0;
    const entries = [
      entry('lead_auto_assign', null, 0),
      entry('followup_set', 'Follow Up', 1),
      entry('followup', null, 2),
      entry('lead_state_change', 'Suspect', 3),
      entry('interested', 'Interested', 4),
      entry('lead_status_change', 'Video Call Done', 5),
      entry('lead_state_change', 'Pipeline', 6),
      entry('lead_status_change', 'Visit Done', 7),
      entry('lead_status_change', 'Revisit Done', 8),
      entry('lead_status_change', 'HPOP Done', 9),
      entry('lead_status_change', 'Follow Up', 10),
      entry('sourcing', null, 11),
      entry('reactivation', null, 12),
      entry('disqualify', null, 13),
    ].reverse(); // the API answers newest first
    expect(groupActivities(entries)).toEqual([
      { name: 'New', counts: [{ title: 'Call', count: 2 }] },
      {
        name: 'Suspect',
        counts: [
          { title: 'Video Call', count: 1 },
          { title: 'Call', count: 1 },
        ],
      },
      {
        name: 'Pipeline',
        counts: [
          { title: 'Site Visit', count: 2 },
          { title: 'Meeting', count: 1 },
          { title: 'Call', count: 1 },
          { title: 'Lead Transfered to Sourcing', count: 2 },
        ],
      },
    ]);
    expect(activityTotals(entries)).toEqual([
      { title: 'Site Visit', count: 2 },
      { title: 'Video Call', count: 1 },
      { title: 'Meeting', count: 1 },
      { title: 'Call', count: 4 },
      { title: 'Lead Transfered to Sourcing', count: 2 },
    ]);
  });

  it('lead_auto_assign with a name does not start a group; entries before any group go to New', () => {
    n = 0;
    expect(groupActivities([entry('followup', null, 1), entry('lead_auto_assign', 'New', 0)])).toEqual([
      { name: 'New', counts: [{ title: 'Call', count: 1 }] },
    ]);
  });

  it('pluralises chips above 1', () => {
    expect(activityChipLabel({ title: 'Call', count: 1 })).toBe('1 Call');
    expect(activityChipLabel({ title: 'Site Visit', count: 2 })).toBe('2 Site Visits');
    expect(activityChipLabel({ title: 'Lead Transfered to Sourcing', count: 2 })).toBe(
      '2 Lead Transfered to Sourcing',
    );
  });
});
