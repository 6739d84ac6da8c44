import { Button, Callout } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../app/StoresContext';
import { waitingText } from '../../domain/leadOutbox';
import { TIER_PERCENTAGE } from '../../domain/leadPayload';
import { maskNumber } from '../../domain/leadReceipt';
import { formatActivityDate } from '../../shared/format/display';
import { useOnline } from '../../shared/ui/useOnline';
import { DAILY_LIMIT_NOTICE, TOO_MANY_REQUESTS } from './AddLeadStore';
import { useLeadAdded } from './useLeadAdded';

function reasonText(reason: string): string {
  return reason === TOO_MANY_REQUESTS ? DAILY_LIMIT_NOTICE : reason;
}

/**
 * The partner's leads kept on this device: waiting ones are sent when the connection returns (or now);
 * refused ones show the server's reason and can be retried or removed.
 */
export const OutboxPanel = observer(function OutboxPanel() {
  const { session, addLead, ui } = useStores();
  const navigate = useNavigate();
  const online = useOnline();
  const onAdded = useLeadAdded();
  const userId = session.user?.id ?? 0;
  const { outbox } = addLead;
  const entries = outbox.of(userId);
  if (entries.length === 0) return null;
  const waiting = outbox.waitingCount(userId);

  // A refused duplicate: the partner's existing lead opens in the leads screen's panel.
  const openLead = (id: number) => {
    ui.openLead(id);
    ui.closeAddLead();
    navigate('/leads');
  };

  const sendNow = async () => {
    const result = await outbox.flush(userId);
    if (result.sent.length > 0) onAdded();
  };

  return (
    <Callout
      intent={waiting > 0 ? 'primary' : 'warning'}
      icon="inbox"
      className="pp-outbox"
      data-testid="lead-outbox"
      title={waiting > 0 ? waitingText(waiting) : 'Leads not added'}
    >
      {waiting > 0 ? (
        <p className="pp-outbox__note">
          {online
            ? 'They are sent automatically; nothing is lost if you close this page.'
            : 'You are offline. They are kept on this device and sent when the connection returns.'}
        </p>
      ) : null}
      <ul className="pp-outbox__list">
        {entries.map((entry) => (
          <li key={entry.key} className="pp-outbox__item">
            <div className="pp-outbox__what">
              <strong>{entry.payload.name}</strong> ({entry.payload.country_code}{' '}
              {maskNumber(entry.payload.number)}) · {entry.projectName} · {entry.tier}{' '}
              {TIER_PERCENTAGE[entry.tier]}%
              <div className="pp-outbox__when">
                Saved {formatActivityDate(new Date(entry.queuedAt).toISOString())}
              </div>
              {entry.refused !== null ? (
                <div className="pp-outbox__reason" role="alert">
                  Not added: {reasonText(entry.refused)}
                </div>
              ) : null}
            </div>
            <div className="pp-outbox__actions">
              {entry.refused !== null && entry.existingLeadId !== undefined ? (
                <Button
                  size="small"
                  variant="outlined"
                  text={`Open lead #${entry.existingLeadId}`}
                  onClick={() => openLead(entry.existingLeadId ?? 0)}
                />
              ) : entry.refused !== null ? (
                <Button
                  size="small"
                  text="Retry"
                  onClick={() => {
                    outbox.retry(entry.key);
                    if (online) void sendNow();
                  }}
                />
              ) : null}
              <Button
                size="small"
                variant="minimal"
                intent="danger"
                text="Remove"
                onClick={() => outbox.remove(entry.key)}
              />
            </div>
          </li>
        ))}
      </ul>
      {waiting > 0 && online ? (
        <Button
          size="small"
          intent="primary"
          icon="send-message"
          text="Send now"
          loading={outbox.flushing}
          onClick={sendNow}
        />
      ) : null}
    </Callout>
  );
});
