import { Button, Callout } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../app/StoresContext';
import { type OutboxEntry, type OutboxState, waitingText } from '../../domain/leadOutbox';
import { TIER_PERCENTAGE } from '../../domain/leadPayload';
import { maskNumber } from '../../domain/leadReceipt';
import { formatActivityDate } from '../../shared/format/display';
import { useOnline } from '../../shared/ui/useOnline';
import { DAILY_LIMIT_NOTICE, TOO_MANY_REQUESTS } from './AddLeadStore';
import { useLeadAdded } from './useLeadAdded';

function reasonText(reason: string): string {
  return reason === TOO_MANY_REQUESTS ? DAILY_LIMIT_NOTICE : reason;
}

function stateText(entry: OutboxEntry, state: OutboxState): string {
  if (state === 'sent') return `Sent · Lead #${entry.sent?.leadId ?? ''}`;
  if (state === 'sending') return 'Sending…';
  if (state === 'refused') return 'Refused by the server';
  return 'Waiting';
}

type OutboxPanelProps = {
  /** Opens a waiting or refused entry in the form, to correct it (same idempotency key). */
  onEdit?: (entry: OutboxEntry) => void;
};

/**
 * The partner's leads kept on this device, each with its state: waiting (sent when the connection
 * returns, or now), sending, sent (with the server's lead id, until dismissed) or refused (with the
 * server's reason, until retried, edited or removed).
 */
export const OutboxPanel = observer(function OutboxPanel({ onEdit }: OutboxPanelProps) {
  const { session, addLead, ui } = useStores();
  const navigate = useNavigate();
  const online = useOnline();
  const onAdded = useLeadAdded();
  const userId = session.user?.id ?? 0;
  const { outbox } = addLead;
  const entries = outbox.of(userId);
  if (entries.length === 0) return null;
  const waiting = outbox.waitingCount(userId);
  const refused = entries.some((e) => e.refused !== null);

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
      intent={waiting > 0 ? 'primary' : refused ? 'warning' : 'success'}
      icon="inbox"
      className="pp-outbox"
      data-testid="lead-outbox"
      title={waiting > 0 ? waitingText(waiting) : refused ? 'Leads not added' : 'Leads sent'}
    >
      {waiting > 0 ? (
        <p className="pp-outbox__note">
          {online
            ? 'They are sent automatically; nothing is lost if you close this page.'
            : 'You are offline. They are kept on this device and sent when the connection returns.'}
        </p>
      ) : null}
      <ul className="pp-outbox__list">
        {entries.map((entry) => {
          const state = outbox.stateOf(entry);
          return (
            <li key={entry.key} className="pp-outbox__item" data-state={state}>
              <div className="pp-outbox__what">
                <strong>{entry.payload.name}</strong> ({entry.payload.country_code}{' '}
                {maskNumber(entry.payload.number)}) · {entry.projectName} · {entry.tier}{' '}
                {TIER_PERCENTAGE[entry.tier]}%
                <div className="pp-outbox__when">
                  Saved {formatActivityDate(new Date(entry.queuedAt).toISOString())}
                </div>
                <div className="pp-outbox__state" data-testid="outbox-state">
                  {stateText(entry, state)}
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
                {onEdit && (state === 'waiting' || state === 'refused') ? (
                  <Button size="small" variant="outlined" text="Edit" onClick={() => onEdit(entry)} />
                ) : null}
                {state === 'sent' ? (
                  <Button
                    size="small"
                    variant="minimal"
                    text="Dismiss"
                    onClick={() => outbox.remove(entry.key)}
                  />
                ) : state === 'sending' ? null : (
                  <Button
                    size="small"
                    variant="minimal"
                    intent="danger"
                    text="Remove"
                    onClick={() => outbox.remove(entry.key)}
                  />
                )}
              </div>
            </li>
          );
        })}
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
