import { Tag } from '@blueprintjs/core';
import { activityChipLabel, groupActivities } from '../../../domain/activity';
import type { ActivityEntry } from './LeadDetailStore';

type ActivitySummaryProps = { activities: readonly ActivityEntry[] };

/** Summary tab: activity counts per title as chips, grouped by stage (spec 02 §4). */
export function ActivitySummary({ activities }: ActivitySummaryProps) {
  const groups = groupActivities(activities);
  if (groups.length === 0)
    return <p className="pp-lead-panel__empty">The work is in progress. We'll update soon!</p>;
  return (
    <ol className="pp-lead-summary">
      {groups.map((group, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: groups have no id; their order is their identity
        <li key={`${group.name}-${index}`} className="pp-lead-summary__group">
          <div className="pp-lead-summary__name">{group.name}</div>
          <div className="pp-lead-summary__chips">
            {group.counts.length === 0 ? (
              <span className="pp-lead-panel__muted">No activities</span>
            ) : (
              group.counts.map((c) => (
                <Tag key={c.title} round minimal intent="primary">
                  {activityChipLabel(c)}
                </Tag>
              ))
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
