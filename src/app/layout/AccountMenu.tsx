import { Button, Menu, MenuDivider, MenuItem, PopoverNext, Tag } from '@blueprintjs/core';
import {
  DocumentIcon,
  InboxIcon,
  LogOutIcon,
  OfflineIcon,
  PeopleIcon,
  ShareIcon,
  UserIcon,
} from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { outboxTitle } from '../../domain/leadOutbox';
import { formatPhone } from '../../shared/format/display';
import { initials } from '../../shared/format/initials';
import { RmCard } from '../../shared/ui/RmCard';
import { SupportBlock } from '../../shared/ui/SupportBlock';
import { useOnline } from '../../shared/ui/useOnline';
import { useStores } from '../StoresContext';

type AccountPanelProps = {
  onLogout: () => void;
  /** Called after a choice (the mobile drawer closes). */
  onChoose?: () => void;
};

/** The account's card and choices: who is signed in, profile, share, referral, terms, Logout, RM card. */
export const AccountPanel = observer(function AccountPanel({ onLogout, onChoose }: AccountPanelProps) {
  const { session, ui, outbox } = useStores();
  const navigate = useNavigate();
  const me = session.me;
  const percentage = me?.profilePercentage ?? 100;
  const incomplete = percentage < 100;
  const firstName = me?.first_name ?? session.user?.first_name ?? '';
  const lastName = me?.last_name ?? session.user?.last_name ?? '';
  const phone = me?.phone ?? session.user?.phone ?? '';
  const waiting = session.user ? outbox.waitingOf(session.user.id) : [];
  const choose = (action: () => void) => () => {
    onChoose?.();
    action();
  };

  return (
    <div className="pp-account" data-testid="account-menu">
      <div className="pp-account__header">
        <span className="pp-round-badge pp-avatar pp-avatar--large" aria-hidden="true">
          {initials(firstName, lastName) || <UserIcon />}
        </span>
        <div className="pp-account__who">
          <div className="pp-account__name">{session.displayName}</div>
          <div className="pp-account__phone">{formatPhone(phone) || null}</div>
          {incomplete ? (
            <Tag
              intent="warning"
              minimal
              round
              className="pp-account__badge"
              data-testid="profile-incomplete"
            >
              Profile {percentage}% complete
            </Tag>
          ) : null}
        </div>
      </div>
      <Menu className="pp-account__menu">
        {waiting.length > 0 ? (
          <MenuItem
            icon={<InboxIcon />}
            intent="warning"
            text={outboxTitle(waiting)}
            data-testid="outbox-waiting"
            onClick={choose(() => ui.openAddLead())}
          />
        ) : null}
        <MenuItem
          icon={<UserIcon />}
          text="My Profile"
          labelElement={
            incomplete ? (
              <Tag intent="danger" round data-testid="profile-alert" aria-label="Profile incomplete">
                !
              </Tag>
            ) : undefined
          }
          onClick={choose(() => ui.setProfileOpen(true))}
        />
        <MenuItem icon={<ShareIcon />} text="Share portal" onClick={choose(() => ui.setShareOpen(true))} />
        <MenuItem
          icon={<PeopleIcon />}
          text="Referral link"
          onClick={choose(() => navigate('/referral/earn'))}
        />
        <MenuItem
          icon={<DocumentIcon />}
          text="Terms and Conditions"
          href="/terms-condition"
          target="_blank"
          rel="noopener noreferrer"
        />
        <MenuDivider />
        <MenuItem icon={<LogOutIcon />} text="Logout" onClick={choose(onLogout)} />
      </Menu>
      <RmCard rm={me?.UserInfo.UserServiceRm} />
      <SupportBlock className="pp-account__support" />
    </div>
  );
});

type AccountMenuProps = {
  onLogout: () => void;
  /** Shows the user's name beside the avatar (desktop). */
  showName: boolean;
};

/** The account button (avatar, or the offline indicator when offline) and its menu. */
export const AccountMenu = observer(function AccountMenu({ onLogout, showName }: AccountMenuProps) {
  const { session } = useStores();
  const online = useOnline();
  const me = session.me;
  const incomplete = (me?.profilePercentage ?? 100) < 100;
  const firstName = me?.first_name ?? session.user?.first_name ?? '';
  const lastName = me?.last_name ?? session.user?.last_name ?? '';
  const content = <AccountPanel onLogout={onLogout} />;

  return (
    <PopoverNext content={content} placement="bottom-end">
      <Button variant="minimal" className="pp-account-button" data-testid="account-button">
        <span className="pp-account-button__inner">
          <span className="pp-visually-hidden">Account menu</span>
          {online ? (
            <span className="pp-round-badge pp-avatar" aria-hidden="true">
              {initials(firstName, lastName) || <UserIcon />}
              {incomplete ? <span className="pp-avatar__badge" data-testid="avatar-badge" /> : null}
            </span>
          ) : (
            <span className="pp-offline" data-testid="offline-indicator" title="You are offline">
              <OfflineIcon size={16} />
              <span>Offline</span>
            </span>
          )}
          {showName ? (
            <span className="pp-account-button__name" data-testid="current-user">
              {session.displayName}
            </span>
          ) : null}
        </span>
      </Button>
    </PopoverNext>
  );
});
