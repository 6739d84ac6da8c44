// The protection clock (extension, issue 35): a developer protects a partner's registered client for the
// project's window of days from the lead's registration; a site visit done (activity status Visit Done,
// id 4, or Revisit Done, id 6) within the window locks the lead to the partner until it closes or is
// cancelled; without one the protection expires at the window's end. A Closed or Cancelled lead's
// protection has ended: no countdown (issue 51). The server's SQL answers the same.
// Times are epoch milliseconds; days are calendar days in Asia/Kolkata (UTC+5:30 all year, no DST).
import { formatIst } from './dates';

export type ProtectionState = 'Protected' | 'Locked' | 'Expired' | 'Ended';

export type ProtectionFacts = {
  /** When the lead was registered (its created_at). */
  registeredAt: number;
  /** The project's window when the lead was registered. */
  windowDays: number;
  /** The lead's first site visit done at or after registration, if any. */
  visitedAt: number | null;
  /** The lead is Closed or Cancelled (a lock holds until then; then the protection has ended). */
  ended: boolean;
};

export type Protection = {
  state: ProtectionState;
  /** The end of the window: registration + window days, to the millisecond. */
  endsAt: number;
  /** Protected: calendar days (IST) from today to the end day, 0 when it ends today; otherwise null. */
  daysLeft: number | null;
};

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 19_800_000;

/** The days of "expiring within 7 days" (the leads filter and the dashboard's count). */
export const EXPIRING_WITHIN_DAYS = 7;
export const EXPIRING_LABEL = `Expiring within ${EXPIRING_WITHIN_DAYS} days`;

const istDay = (t: number) => Math.floor((t + IST_OFFSET_MS) / DAY_MS);

/** The state of a lead's protection at `now`. */
export function protectionOf(facts: ProtectionFacts, now: number): Protection {
  const endsAt = facts.registeredAt + facts.windowDays * DAY_MS;
  if (facts.ended) return { state: 'Ended', endsAt, daysLeft: null };
  const visitedInWindow =
    facts.visitedAt !== null && facts.visitedAt >= facts.registeredAt && facts.visitedAt < endsAt;
  if (visitedInWindow) return { state: 'Locked', endsAt, daysLeft: null };
  if (now < endsAt) return { state: 'Protected', endsAt, daysLeft: istDay(endsAt) - istDay(now) };
  return { state: 'Expired', endsAt, daysLeft: null };
}

/** The grid's cell: '12 days left', '1 day left', 'Ends today', 'Locked', 'Expired' or 'Ended'. */
export function protectionLabel(p: Protection): string {
  if (p.state !== 'Protected' || p.daysLeft === null) return p.state;
  if (p.daysLeft === 0) return 'Ends today';
  return p.daysLeft === 1 ? '1 day left' : `${p.daysLeft} days left`;
}

/** The lead panel's line: 'Protected until …', 'Locked since the site visit of …', 'Expired on …', 'Ended: …'. */
export function protectionSummary(p: Protection, visitedAt: number | null): string {
  if (p.state === 'Locked' && visitedAt !== null) {
    return `Locked since the site visit of ${formatIst(visitedAt)}, until the lead closes or is cancelled`;
  }
  if (p.state === 'Protected') return `Protected until ${formatIst(p.endsAt)}`;
  if (p.state === 'Ended') return 'Ended: the lead is closed';
  return `Expired on ${formatIst(p.endsAt)}`;
}

/** A project's window, as its screens state it: '60 days from registration; a site visit locks it'. */
export function protectionWindowText(windowDays: number): string {
  return `${windowDays === 1 ? '1 day' : `${windowDays} days`} from registration; a site visit locks it`;
}
