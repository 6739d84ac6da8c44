import { Button, Card, Icon, SegmentedControl, Tooltip } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoresContext';
import { useIsDesktop } from '../../app/useIsDesktop';
import { greetingLine } from '../../domain/greeting';
import { formatNumber } from '../../shared/format/number';
import type { FunnelKind } from './DashboardStore';
import { FUNNEL_TITLES } from './funnelStages';
import { LeadFunnel } from './LeadFunnel';
import './dashboard.css';

const STALE_CHECK_MS = 60 * 1000;

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

function isFunnelKind(value: string): value is FunnelKind {
  return value === 'added' || value === 'digital';
}

/**
 * The dashboard (spec 02 §2): greeting, site visits and booked units, the Added and Digital Leads funnels,
 * Calls and Activities, and the Last Updated time with a refresh. (The basic flip-card variant, the
 * banners and the Top Projects carousel belong to the dashboard issue.)
 */
export const DashboardScreen = observer(function DashboardScreen() {
  const { session, dashboard, ui } = useStores();
  const isDesktop = useIsDesktop();
  const [kind, setKind] = useState<FunnelKind>('added');
  const userId = session.me?.id ?? session.user?.id ?? null;
  const firstName = session.me?.first_name ?? session.user?.first_name ?? '';

  // Counts older than 15 minutes are refetched while the dashboard is shown.
  useEffect(() => {
    if (userId === null) return;
    const check = () => {
      if (!dashboard.loading && dashboard.isStale()) void dashboard.refresh(userId);
    };
    check();
    const timer = window.setInterval(check, STALE_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [dashboard, userId]);

  const activity = dashboard.bookActivity;
  const siteVisits = activity ? activity.visit_done + activity.revisit_done : null;
  const sideBySide = isDesktop && !ui.pulseOpen;
  const kinds: FunnelKind[] = sideBySide ? ['added', 'digital'] : [kind];

  return (
    <div className="pp-dashboard">
      <header className="pp-dashboard__header">
        <div>
          <h1 className="pp-dashboard__greeting" data-testid="greeting">
            {greetingLine(new Date(), firstName)}
          </h1>
          <p className="pp-dashboard__sub">Here is how your business is doing.</p>
        </div>
        <div className="pp-dashboard__updated">
          <span data-testid="last-updated">
            Last Updated: {dashboard.fetchedAt === null ? '–' : timeFormat.format(dashboard.fetchedAt)}
          </span>
          <Tooltip content="Refresh" placement="bottom">
            <Button
              variant="minimal"
              icon="refresh"
              aria-label="Refresh"
              loading={dashboard.loading}
              disabled={userId === null}
              onClick={() => userId !== null && void dashboard.refresh(userId)}
            />
          </Tooltip>
        </div>
      </header>

      <div className="pp-dashboard__counters">
        <Card className="pp-counter" elevation={1}>
          <Link to="/leads/site-visits" className="pp-counter__link">
            <span className="pp-counter__icon pp-counter__icon--visits">
              <Icon icon="walk" size={20} />
            </span>
            <span className="pp-counter__text">
              <span className="pp-counter__value" data-testid="site-visits">
                {siteVisits === null ? '–' : formatNumber(siteVisits)}
              </span>
              <span className="pp-counter__label">Site Visits</span>
            </span>
            <Icon icon="chevron-right" className="pp-counter__chevron" />
          </Link>
        </Card>
        <Card className="pp-counter" elevation={1}>
          <Link to={isDesktop ? '/bookings' : '/bookings/booked'} className="pp-counter__link">
            <span className="pp-counter__icon pp-counter__icon--booked">
              <Icon icon="key" size={20} />
            </span>
            <span className="pp-counter__text">
              <span className="pp-counter__value" data-testid="booked-units">
                {activity ? formatNumber(activity.booking_count) : '–'}
              </span>
              <span className="pp-counter__label">Booked Units</span>
            </span>
            <Icon icon="chevron-right" className="pp-counter__chevron" />
          </Link>
        </Card>
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
            loading={dashboard.status[k] === 'pending'}
            showTitle={sideBySide}
          />
        ))}
      </div>
    </div>
  );
});
