import { Card } from '@blueprintjs/core';
import { CalendarIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../app/StoresContext';
import { formatActivityDate } from '../../domain/dates';

/**
 * The next follow-ups and visits of the partner's leads (GET /dashboard/future-activity), all of them
 * (the list scrolls on a desktop); each opens its lead.
 */
export const UpcomingActivities = observer(function UpcomingActivities() {
  const { dashboard, ui } = useStores();
  const navigate = useNavigate();
  const list = Array.isArray(dashboard.futureActivity) ? dashboard.futureActivity : null;
  const openLead = (id: number) => {
    ui.openLead(id);
    navigate('/leads');
  };
  return (
    <Card className="pp-upcoming" elevation={1}>
      <h3 className="pp-upcoming__title">
        <CalendarIcon size={14} /> Upcoming Activities
        {list && list.length > 0 ? <span className="pp-upcoming__count">{list.length}</span> : null}
      </h3>
      {list === null ? (
        <p className="pp-upcoming__empty">{dashboard.isLoading('future') ? 'Loading…' : '–'}</p>
      ) : list.length === 0 ? (
        <p className="pp-upcoming__empty">No follow-ups or visits coming up.</p>
      ) : (
        <ul className="pp-upcoming__list" aria-label="Upcoming activities">
          {list.map((a) => (
            <li key={`${a.lead_id}-${a.action_date}`}>
              <button type="button" className="pp-upcoming__item" onClick={() => openLead(a.lead_id)}>
                <span className="pp-visually-hidden">Lead {a.lead_id}: </span>
                <span className="pp-upcoming__when">{formatActivityDate(a.action_date)}</span>
                <span className="pp-upcoming__who">
                  {a.client_name} · <span className="pp-upcoming__project">{a.project_name}</span>
                </span>
                <span className="pp-upcoming__status">{a.status ?? ''}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
});
