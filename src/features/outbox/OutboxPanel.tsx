import { Button, Callout } from '@blueprintjs/core';
import { InboxIcon, SendMessageIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../app/StoresContext';
import { formatDayTime } from '../../domain/dates';
import { type LeadEntry, type OutboxEntry, type OutboxState, outboxTitle } from '../../domain/leadOutbox';
import { TIER_PERCENTAGE } from '../../domain/leadPayload';
import { maskNumber } from '../../domain/leadReceipt';
import { displayNumber } from '../../domain/phoneNumber';
import { useOnline } from '../../shared/ui/useOnline';
import { DAILY_LIMIT_NOTICE, TOO_MANY_REQUESTS } from './sendLead';
import { useLeadAdded } from './useLeadAdded';
import './outbox.css';

function reasonText(entry: OutboxEntry, reason: string): string {
  return entry.kind !== 'homeLoan' && reason === TOO_MANY_REQUESTS ? DAILY_LIMIT_NOTICE : reason;
}

function stateText(entry: OutboxEntry, state: OutboxState): string {
  const what = entry.kind === 'homeLoan' ? 'Request' : 'Lead';
  if (state === 'sent') return `Sent · ${what} #${entry.sent?.leadId ?? ''}`;
  if (state === 'sending') return 'Sending…';
  if (state === 'refused') return 'Refused by the server';
  return 'Waiting';
}

/** What an entry is: the client, and the lead's project and tier, or 'Home loan'. */
function EntryWhat({ entry }: { entry: OutboxEntry }) {
  if (entry.kind === 'homeLoan') {
    return (
      <>
        Home loan · <strong>{entry.payload.name}</strong> ({maskNumber(entry.payload.number)})
      </>
    );
  }
  return (
    <>
      <strong>{entry.payload.name}</strong> (
      {displayNumber(maskNumber(entry.payload.number), entry.payload.country_code)}) · {entry.projectName} ·{' '}
      {entry.tier} {TIER_PERCENTAGE[entry.tier]}%
    </>
  );
}

type OutboxPanelProps = {
  /** Opens a waiting or refused lead in the form, to correct it (same idempotency key). */
  onEdit?: (entry: LeadEntry) => void;
  /** Asks before the dialog's form is thrown away (a home loan request opens in its own dialog). */
  confirm?: (go: () => void) => void;
};

/**
 * The partner's leads and home loan requests kept on this device, each with its state: waiting (sent
 * when the connection returns, or now), sending, sent (with the server's id, until dismissed) or refused
 * (with the server's reason, until retried, edited or removed). A lead is corrected through `onEdit`
 * (the Add Lead form), a home loan request in the home loan dialog.
 */
export const OutboxPanel = observer(function OutboxPanel({
  onEdit,
  confirm = (go) => go(),
}: OutboxPanelProps) {
  const { session, outbox, ui } = useStores();
  const navigate = useNavigate();
  const online = useOnline();
  const onAdded = useLeadAdded();
  const userId = session.user?.id ?? 0;
  const entries = outbox.of(userId);
  if (entries.length === 0) return null;
  const waiting = outbox.waitingOf(userId).length;
  const refused = entries.some((e) => e.refused !== null);

  // A refused duplicate: the partner's existing lead opens in the leads screen's panel.
  const openLead = (id: number) => {
    ui.openLead(id);
    ui.closeAddLead();
    // The dialog's own history entry gives way to the leads (Back returns to the page behind it).
    navigate('/leads', { replace: true });
  };

  const edit = (entry: OutboxEntry) => {
    if (entry.kind === 'homeLoan') confirm(() => ui.editHomeLoan(entry.key));
    else onEdit?.(entry);
  };

  const sendNow = async () => {
    const result = await outbox.flush(userId);
    if (result.sent.length > 0) onAdded();
  };

  return (
    <Callout
      intent={waiting > 0 ? 'primary' : refused ? 'warning' : 'success'}
      icon={<InboxIcon />}
      className="pp-outbox"
      data-testid="lead-outbox"
      title={outboxTitle(entries)}
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
                <EntryWhat entry={entry} />
                <div className="pp-outbox__when">Saved {formatDayTime(entry.queuedAt)}</div>
                <div className="pp-outbox__state" data-testid="outbox-state">
                  {stateText(entry, state)}
                </div>
                {entry.refused !== null ? (
                  <div className="pp-outbox__reason" role="alert">
                    Not added: {reasonText(entry, entry.refused)}
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
                {(onEdit || entry.kind === 'homeLoan') && (state === 'waiting' || state === 'refused') ? (
                  <Button size="small" variant="outlined" text="Edit" onClick={() => edit(entry)} />
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
          icon={<SendMessageIcon />}
          text="Send now"
          loading={outbox.flushing}
          onClick={sendNow}
        />
      ) : null}
    </Callout>
  );
});
