import { Card, Spinner } from '@blueprintjs/core';
import { ArrowDownIcon, ArrowRightIcon, PhoneIcon, TimelineEventsIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { funnelConversions, percentText } from '../../domain/funnelConversion';
import { formatNumber } from '../../domain/number';
import type { FunnelKind, OpenLeads } from './DashboardStore';
import { FUNNEL_STAGES, FUNNEL_TITLES, funnelLink, stageCount } from './funnelStages';

type LeadFunnelProps = {
  kind: FunnelKind;
  counts: OpenLeads | null;
  loading: boolean;
  showTitle: boolean;
};

function countText(value: number | null | undefined): string {
  return value === null || value === undefined ? '–' : formatNumber(value);
}

/** The share of the leads that reached the previous stage that also reached this one. */
function StageConversion({ index, percent }: { index: number; percent: number | null }) {
  const from = FUNNEL_STAGES[index - 1];
  const to = FUNNEL_STAGES[index];
  if (!from || !to) return null;
  return (
    <span
      className="pp-funnel__conversion"
      data-testid={`conversion-${to.slug}`}
      title={`Of the leads that reached ${from.label}, the share that reached ${to.label}`}
    >
      <ArrowDownIcon size={10} />
      <span className="pp-funnel__conversion-label">
        {from.label} → {to.label}
      </span>{' '}
      <strong>{percentText(percent)}</strong>
    </span>
  );
}

/** One funnel: New, Suspect, Opportunity, Pipeline, Booked with counts and links, then Calls and Activities. */
export const LeadFunnel = observer(function LeadFunnel({
  kind,
  counts,
  loading,
  showTitle,
}: LeadFunnelProps) {
  const title = FUNNEL_TITLES[kind];
  const noteId = useId();
  const conversions = funnelConversions(FUNNEL_STAGES.map((stage) => stageCount(counts, stage)));
  return (
    <Card className="pp-funnel" elevation={1} data-testid={`funnel-${kind}`} aria-label={title}>
      {showTitle ? (
        <h3 className="pp-funnel__title">
          {title}
          {loading ? <Spinner size={14} /> : null}
        </h3>
      ) : null}
      <ol className="pp-funnel__stages">
        {FUNNEL_STAGES.map((stage, index) => (
          <li key={stage.slug} className={`pp-funnel__stage pp-funnel__stage--${index}`}>
            {index > 0 ? <StageConversion index={index} percent={conversions[index] ?? null} /> : null}
            <Link
              to={funnelLink(kind, stage)}
              className="pp-funnel__link"
              aria-describedby={stage.note ? `${noteId}-${stage.slug}` : undefined}
            >
              <span className="pp-funnel__label">{stage.label}</span>
              <span className="pp-visually-hidden"> {title}: </span>
              <span className="pp-funnel__count" data-testid={`count-${kind}-${stage.slug}`}>
                {countText(stageCount(counts, stage))}
              </span>
              <ArrowRightIcon className="pp-funnel__arrow" size={14} />
            </Link>
            {stage.note ? (
              <span
                className="pp-funnel__note"
                id={`${noteId}-${stage.slug}`}
                data-testid={`note-${kind}-${stage.slug}`}
              >
                {stage.note}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="pp-funnel__totals">
        <div className="pp-funnel__total">
          <PhoneIcon size={14} />
          <span>Calls</span>
          <strong data-testid={`calls-${kind}`}>{countText(counts?.call)}</strong>
        </div>
        <div className="pp-funnel__total">
          <TimelineEventsIcon size={14} />
          <span>Activities</span>
          <strong data-testid={`activities-${kind}`}>{countText(counts?.activityDone)}</strong>
        </div>
      </div>
    </Card>
  );
});
