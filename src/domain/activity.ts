// Lead activity rules (spec 02 §4): which history entries show and how they are named, and the
// summary grouping of entries into stage groups with counts per activity title.
import type { components } from '../api/schema';

/** An activity entry of the contract (GET /updateLogs), without the user who made it. */
export type ActivityLike = Omit<components['schemas']['ActivityEntry'], 'User'>;

export type ActivityTitle = 'Site Visit' | 'Video Call' | 'Meeting' | 'Call' | 'Lead Transfered to Sourcing';
export const ACTIVITY_TITLES: readonly ActivityTitle[] = [
  'Site Visit',
  'Video Call',
  'Meeting',
  'Call',
  'Lead Transfered to Sourcing',
];

export type ActivityCount = { title: ActivityTitle; count: number };
export type ActivityGroup = { name: string; counts: ActivityCount[] };

const CALL_ACTIONS = new Set(['followup_set', 'followup', 'disinterested', 'disqualify', 'interested']);
const SOURCING_ACTIONS = new Set(['sourcing', 'reactivation']);
const STATUS_TITLES: Record<string, ActivityTitle> = {
  'Visit Done': 'Site Visit',
  'Revisit Done': 'Site Visit',
  'Video Call Done': 'Video Call',
  'HPOP Done': 'Meeting',
};

function isEmptyEntry(entry: ActivityLike): boolean {
  const blank = (v: string | null) => v === null || v.trim() === '';
  return (
    blank(entry.action) && blank(entry.action_name) && blank(entry.activity_message) && blank(entry.comment)
  );
}

/** History shows every entry except empty ones and lead_manual_assign. */
export function isVisibleActivity(entry: ActivityLike): boolean {
  return !isEmptyEntry(entry) && entry.action !== 'lead_manual_assign';
}

function humanise(action: string): string {
  const words = action.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of a history entry: followup → Called, lead_auto_assign → New, else its name. */
export function activityLabel(entry: ActivityLike): string {
  if (entry.action === 'followup') return 'Called';
  if (entry.action === 'lead_auto_assign') return 'New';
  if (entry.action_name) return entry.action_name;
  if (entry.action) return humanise(entry.action);
  return entry.activity_message ?? '';
}

/** The activity title an entry counts as, or null when it counts as none. */
export function activityTitle(entry: ActivityLike): ActivityTitle | null {
  const action = entry.action ?? '';
  if (CALL_ACTIONS.has(action)) return 'Call';
  if (SOURCING_ACTIONS.has(action)) return 'Lead Transfered to Sourcing';
  if (action === 'lead_status_change' && entry.action_name) return STATUS_TITLES[entry.action_name] ?? null;
  return null;
}

function when(entry: ActivityLike): number {
  const t = Date.parse(entry.action_date ?? entry.created_at);
  return Number.isNaN(t) ? 0 : t;
}

/**
 * Groups entries in time order (oldest first): a lead_state_change starts a group named by its
 * action_name; lead_auto_assign without an action_name starts the group New; entries before any
 * group start belong to a group New. Each group counts its entries per title (titles in
 * ACTIVITY_TITLES order, only those with a count). Groups without counts are kept.
 */
export function groupActivities(entries: readonly ActivityLike[]): ActivityGroup[] {
  const ordered = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => when(a.entry) - when(b.entry) || a.index - b.index);
  const groups: { name: string; tally: Map<ActivityTitle, number> }[] = [];
  const start = (name: string) => groups.push({ name, tally: new Map() });
  for (const { entry } of ordered) {
    if (entry.action === 'lead_state_change') {
      start(entry.action_name ?? 'Stage Change');
      continue;
    }
    if (entry.action === 'lead_auto_assign' && !entry.action_name) {
      start('New');
      continue;
    }
    const title = activityTitle(entry);
    if (!title) continue;
    if (groups.length === 0) start('New');
    const current = groups[groups.length - 1];
    if (current) current.tally.set(title, (current.tally.get(title) ?? 0) + 1);
  }
  return groups.map((g) => ({
    name: g.name,
    counts: ACTIVITY_TITLES.flatMap((title) => {
      const count = g.tally.get(title) ?? 0;
      return count > 0 ? [{ title, count }] : [];
    }),
  }));
}

/** Counts per title over all entries (the summary chips). */
export function activityTotals(entries: readonly ActivityLike[]): ActivityCount[] {
  const tally = new Map<ActivityTitle, number>();
  for (const entry of entries) {
    const title = activityTitle(entry);
    if (title) tally.set(title, (tally.get(title) ?? 0) + 1);
  }
  return ACTIVITY_TITLES.flatMap((title) => {
    const count = tally.get(title) ?? 0;
    return count > 0 ? [{ title, count }] : [];
  });
}

/** Chip text: '1 Call', '3 Calls'; 'Lead Transfered to Sourcing' does not take a plural. */
export function activityChipLabel({ title, count }: ActivityCount): string {
  const plural = count > 1 && title !== 'Lead Transfered to Sourcing' ? `${title}s` : title;
  return `${count} ${plural}`;
}

/** Relative time of an entry: 'just now', '5 minutes ago', '3 days ago', '2 months ago', '1 year ago'. */
export function relativeTime(iso: string, now: number): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const seconds = Math.round((now - t) / 1000);
  const future = seconds < 0;
  const s = Math.abs(seconds);
  const units: [number, string][] = [
    [60 * 60 * 24 * 365, 'year'],
    [60 * 60 * 24 * 30, 'month'],
    [60 * 60 * 24, 'day'],
    [60 * 60, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, unit] of units) {
    if (s >= size) {
      const n = Math.floor(s / size);
      const text = `${n} ${unit}${n > 1 ? 's' : ''}`;
      return future ? `in ${text}` : `${text} ago`;
    }
  }
  return 'just now';
}
