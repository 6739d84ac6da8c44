import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../app/StoresContext';
import { formatIst } from '../../domain/protection';
import './inbox.css';

type InboxBellProps = { className?: string };

/** The bell of what changed on the partner's leads (extension, issue 44): newest first, opens the lead. */
export const InboxBell = observer(function InboxBell({ className }: InboxBellProps) {
  const { inbox } = useStores();
  const navigate = useNavigate();
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
      {inbox.items.length === 0 ? (
        <MenuItem disabled text="No updates yet" />
      ) : (
        inbox.items.map((item) => (
          <MenuItem
            key={item.id}
            className={item.unread ? 'pp-inbox__item pp-inbox__item--unread' : 'pp-inbox__item'}
            multiline
            onClick={() => navigate(`/leads?lead=${item.lead_id}`)}
            text={
              <span className="pp-inbox__text">
                <span className="pp-inbox__client">
                  {item.client_name} · {item.project_name}
                </span>
                <span>{item.what}</span>
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
    <PopoverNext content={list} placement="bottom-end" className={className}>
      <Button
        variant="minimal"
        icon="notifications"
        aria-label={inbox.label}
        data-testid="inbox-bell"
        text={inbox.unread ? <span className="pp-inbox__count">{inbox.unread}</span> : undefined}
      />
    </PopoverNext>
  );
});
