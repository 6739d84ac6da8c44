import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { NotificationsIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../app/StoresContext';
import { formatIst } from '../../domain/dates';
import './inbox.css';

type InboxBellProps = {
  className?: string;
  /** Called when an item opens its lead (the phone's menu drawer closes). */
  onOpenLead?: () => void;
};

/** The bell of what changed on the partner's leads (extension, issue 44): newest first, opens the lead. */
export const InboxBell = observer(function InboxBell({ className, onOpenLead }: InboxBellProps) {
  const { inbox } = useStores();
  const navigate = useNavigate();
  const handleOpenLead = (leadId: number) => {
    onOpenLead?.();
    navigate(`/leads?lead=${leadId}`);
  };
  const list = (
    <Menu className="pp-inbox" aria-label="Updates">
      <li className="pp-inbox__head">
        <strong>Updates</strong>
        <Button
          variant="minimal"
          size="small"
          text="Mark all read"
          disabled={inbox.unread === 0}
          onClick={() => void inbox.markAllRead()}
        />
      </li>
      <MenuDivider />
      {!inbox.loaded ? (
        <MenuItem disabled text="Loading updates…" />
      ) : inbox.items.length === 0 ? (
        <MenuItem disabled text="No updates yet" />
      ) : (
        inbox.items.map((item) => (
          <MenuItem
            key={item.id}
            className={item.unread ? 'pp-inbox__item pp-inbox__item--unread' : 'pp-inbox__item'}
            multiline
            onClick={() => handleOpenLead(item.lead_id)}
            text={
              <span className="pp-inbox__text">
                {item.unread ? <span className="pp-visually-hidden">Unread: </span> : null}
                <span className="pp-inbox__client">
                  {item.client_name} · {item.project_name}
                </span>
                <span>{item.what}</span>
                {item.comment ? <span className="pp-inbox__comment">“{item.comment}”</span> : null}
                <time className="pp-inbox__when" dateTime={item.created_at}>
                  {formatIst(Date.parse(item.created_at))}
                </time>
              </span>
            }
          />
        ))
      )}
    </Menu>
  );
  return (
    // Read again when opened: another browser of the partner may have marked it read.
    <PopoverNext
      content={list}
      placement="bottom-end"
      className={className}
      onOpening={() => void inbox.load().catch(() => undefined)}
    >
      <Button
        variant="minimal"
        icon={<NotificationsIcon />}
        aria-label={inbox.label}
        data-testid="inbox-bell"
        text={inbox.unread ? <span className="pp-inbox__count">{inbox.unread}</span> : undefined}
      />
    </PopoverNext>
  );
});
