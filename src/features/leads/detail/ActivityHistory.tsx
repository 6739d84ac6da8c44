import { activityLabel, isVisibleActivity, relativeTime } from '../../../domain/activity';
import { formatActivityDate } from '../../../domain/dates';
import type { ActivityEntry } from './LeadDetailStore';

type ActivityHistoryProps = { activities: readonly ActivityEntry[]; now: number };

/** History tab: visible entries with their label, message, author and relative time (spec 02 §4). */
export function ActivityHistory({ activities, now }: ActivityHistoryProps) {
  const visible = activities.filter(isVisibleActivity);
  if (visible.length === 0)
    return <p className="pp-lead-panel__empty">The work is in progress. We'll update soon!</p>;
  return (
    <ul className="pp-lead-history">
      {visible.map((entry) => {
        const at = entry.action_date ?? entry.created_at;
        return (
          <li key={entry.id} className="pp-lead-history__item">
            <div className="pp-lead-history__head">
              <strong>{activityLabel(entry)}</strong>
              <time dateTime={at} title={formatActivityDate(at)}>
                {relativeTime(at, now)}
              </time>
            </div>
            {entry.activity_message && <div>{entry.activity_message}</div>}
            {entry.comment && <div className="pp-lead-panel__muted">“{entry.comment}”</div>}
            {entry.User && <div className="pp-lead-panel__muted">{entry.User.name}</div>}
          </li>
        );
      })}
    </ul>
  );
}
