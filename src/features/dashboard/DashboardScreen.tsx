import { Button, SegmentedControl, Tooltip } from '@blueprintjs/core';
import { KeyIcon, RefreshIcon, ShieldIcon, WalkIcon } from '@blueprintjs/icons';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../../app/StoresContext';
import { BOOKED_UNITS_CAPTION } from '../../domain/bookedCounts';
import { formatDayTime } from '../../domain/dates';
import { greetingLine } from '../../domain/greeting';
import { formatNumber } from '../../domain/number';
import { EXPIRING_LABEL, EXPIRING_WITHIN_DAYS } from '../../domain/protection';
import { SITE_VISITS_COUNTER, SITE_VISITS_LIST, siteVisitsCaption } from '../../domain/siteVisits';
import { useIsDesktop } from '../../shared/ui/useIsDesktop';
import { BasicDashboard } from './BasicDashboard';
import { CounterCard } from './CounterCard';
import { DashboardBanners, ReferEarnCard } from './DashboardBanners';
import type { FunnelKind } from './DashboardStore';
import { DigitalSpendCard } from './DigitalSpendCard';
import { FUNNEL_TITLES } from './funnelStages';
import { LeadFunnel } from './LeadFunnel';
import { TopProjectsCarousel } from './TopProjectsCarousel';
import { UpcomingActivities } from './UpcomingActivities';
import './dashboard.css';
import { CopyFreshness } from '../../shared/ui/CopyFreshness';

const STALE_CHECK_MS = 60 * 1000;

function isFunnelKind(value: string): value is FunnelKind {
  return value === 'added' || value === 'digital';
}

/**
 * The dashboard (spec 02 §2): greeting and Last Updated with a refresh; for a partner without leads
 * (type basic) the four flip cards, otherwise site visits, booked units, digital spend, the Added and
 * Digital Leads funnels with their conversions and the upcoming activities. On desktop the banner and
 * the Top Projects carousel, on a phone the refer-and-earn card.
 */
export const DashboardScreen = observer(function DashboardScreen() {
  const { session, dashboard } = useStores();
  const isDesktop = useIsDesktop();
  const userId = session.me?.id ?? session.user?.id ?? null;
  const firstName = session.me?.first_name ?? session.user?.first_name ?? '';

  // Counts older than 15 minutes are refetched while the dashboard is shown.
  useEffect(() => {
    if (userId === null) return;
    const check = () => void dashboard.refreshIfStale(userId);
    check();
    const timer = window.setInterval(check, STALE_CHECK_MS);
    // A lead changed (a live update, once a second at most) while the dashboard is shown: read again.
    const stop = reaction(
      () => dashboard.outdated && !dashboard.loading,
      (due) => due && check(),
    );
    return () => {
      window.clearInterval(timer);
      stop();
    };
  }, [dashboard, userId]);

  // Seeing the basic cards once makes the dashboard pending for the next visit.
  const type = dashboard.type;
  useEffect(() => {
    if (userId !== null && type !== null) dashboard.markViewed(userId);
  }, [dashboard, userId, type]);

  return (
    <div className="pp-dashboard" data-testid={`dashboard-${type ?? 'loading'}`}>
      <header className="pp-dashboard__header">
        <div>
          <h1 className="pp-dashboard__greeting" data-testid="greeting">
            {greetingLine(new Date(), firstName)}
          </h1>
          <p className="pp-dashboard__sub">
            {type === 'basic'
              ? 'Here is how to get your business going.'
              : 'Here is how your business is doing.'}
          </p>
        </div>
        <div className="pp-dashboard__updated">
          <CopyFreshness updating={dashboard.updating} staleSince={dashboard.staleSince} now={Date.now()} />
          <span data-testid="last-updated">
            Last Updated: {dashboard.lastUpdated === null ? '–' : formatDayTime(dashboard.lastUpdated)}
          </span>
          <Tooltip content="Refresh" placement="bottom">
            <Button
              variant="minimal"
              icon={<RefreshIcon />}
              aria-label="Refresh"
              loading={dashboard.loading}
              disabled={userId === null}
              onClick={() => userId !== null && void dashboard.refresh(userId)}
            />
          </Tooltip>
        </div>
      </header>

      {isDesktop ? <DashboardBanners /> : <ReferEarnCard />}

      {type === 'basic' ? <BasicDashboard /> : <ExtendedDashboard />}

      {isDesktop ? <TopProjectsCarousel /> : null}
    </div>
  );
});

/** The counters, the two funnels and the upcoming activities (types extended and pending). */
const ExtendedDashboard = observer(function ExtendedDashboard() {
  const { dashboard, ui } = useStores();
  const isDesktop = useIsDesktop();
  const [kind, setKind] = useState<FunnelKind>('added');
  const activity = dashboard.bookActivity;
  const siteVisits = activity ? activity.visit_done + activity.revisit_done : null;
  const visitsCaption = activity ? siteVisitsCaption(activity.visit_done, activity.revisit_done) : undefined;
  const sideBySide = isDesktop && !ui.pulseOpen;
  const kinds: FunnelKind[] = sideBySide ? ['added', 'digital'] : [kind];

  return (
    <>
      <div className="pp-dashboard__counters">
        <CounterCard
          to="/leads/site-visits"
          icon={<WalkIcon />}
          tone="visits"
          value={siteVisits === null ? '–' : formatNumber(siteVisits)}
          label={SITE_VISITS_COUNTER}
          caption={visitsCaption}
          linkTitle={`Opens the list: ${SITE_VISITS_LIST}`}
          testId="site-visits"
        />
        <CounterCard
          to={isDesktop ? '/bookings' : '/bookings/booked'}
          icon={<KeyIcon />}
          tone="booked"
          value={activity ? formatNumber(activity.booking_count) : '–'}
          label="Booked Units"
          caption={BOOKED_UNITS_CAPTION}
          testId="booked-units"
        />
        {/* Extension (issue 35): the leads whose protection ends within 7 days. */}
        <CounterCard
          to="/leads/protection-expiring"
          icon={<ShieldIcon />}
          tone="protection"
          value={dashboard.expiringLeads === null ? '–' : formatNumber(dashboard.expiringLeads)}
          label="Protection Expiring"
          caption={`Leads whose protection ends within ${EXPIRING_WITHIN_DAYS} days`}
          linkTitle={`Opens the list: ${EXPIRING_LABEL}`}
          testId="protection-expiring"
        />
        <DigitalSpendCard spend={dashboard.digitalSpend} />
      </div>

      {sideBySide ? null : (
        <SegmentedControl
          className="pp-dashboard__switch"
          fill={!isDesktop}
          intent="primary"
          value={kind}
          onValueChange={(value) => {
            if (isFunnelKind(value)) setKind(value);
          }}
          options={[
            { label: FUNNEL_TITLES.added, value: 'added' },
            { label: FUNNEL_TITLES.digital, value: 'digital' },
          ]}
        />
      )}

      <div className={`pp-dashboard__funnels${sideBySide ? ' pp-dashboard__funnels--side' : ''}`}>
        {kinds.map((k) => (
          <LeadFunnel
            key={k}
            kind={k}
            counts={dashboard.funnel(k)}
            loading={dashboard.isLoading(k)}
            showTitle={sideBySide}
          />
        ))}
      </div>

      <UpcomingActivities />
    </>
  );
});
