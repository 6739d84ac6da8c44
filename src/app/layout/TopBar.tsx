import { Button, Navbar, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { MenuIcon, OfficeIcon, PulseIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { InboxBell } from '../../features/inbox/InboxBell';
import { appConfig } from '../../shared/config/appConfig';
import { useStores } from '../StoresContext';
import { AccountMenu } from './AccountMenu';
import { SpeedDialButton } from './SpeedDial';

type TopBarProps = {
  isDesktop: boolean;
  onLogout: () => void;
};

/** The top bar: product name, speed dial, Pulse toggle and account menu (mobile: menu button, Pulse page). */
export const TopBar = observer(function TopBar({ isDesktop, onLogout }: TopBarProps) {
  const { ui } = useStores();
  const navigate = useNavigate();
  return (
    <Navbar className="pp-topbar">
      <NavbarGroup align="left" className="pp-topbar__left">
        {isDesktop ? null : (
          <Button
            variant="minimal"
            icon={<MenuIcon />}
            aria-label="Open menu"
            data-testid="menu-button"
            onClick={() => ui.setMenuOpen(true)}
          />
        )}
        <NavbarHeading className="pp-topbar__brand">
          <Link to="/" className="pp-topbar__home" aria-label={appConfig.productName}>
            <span className="pp-topbar__mark" aria-hidden="true">
              <OfficeIcon size={16} />
            </span>
            <span className="pp-topbar__product">{appConfig.productName}</span>
          </Link>
        </NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align="right" className="pp-topbar__right">
        {isDesktop ? <SpeedDialButton /> : null}
        {isDesktop ? (
          <Button
            variant="minimal"
            icon={<PulseIcon />}
            text="Pulse"
            active={ui.pulseOpen}
            aria-pressed={ui.pulseOpen}
            data-testid="pulse-toggle"
            onClick={() => ui.togglePulse()}
          />
        ) : (
          <Button
            variant="minimal"
            icon={<PulseIcon />}
            aria-label="Pulse"
            data-testid="pulse-toggle"
            onClick={() => navigate('/pulse')}
          />
        )}
        <InboxBell />
        <AccountMenu onLogout={onLogout} showName={isDesktop} />
      </NavbarGroup>
    </Navbar>
  );
});
