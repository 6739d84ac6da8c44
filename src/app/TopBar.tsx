import { Button, Icon, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { appConfig } from '../shared/config/appConfig';

type TopBarProps = {
  userName: string;
  onLogout: () => void;
};

export function TopBar({ userName, onLogout }: TopBarProps) {
  return (
    <Navbar className="pp-topbar">
      <NavbarGroup align="left">
        <NavbarHeading className="pp-topbar__brand">
          <Link to="/" className="pp-topbar__home" aria-label={appConfig.productName}>
            <span className="pp-topbar__mark" aria-hidden="true">
              <Icon icon="office" size={16} />
            </span>
            <span className="pp-topbar__product">{appConfig.productName}</span>
          </Link>
        </NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align="right">
        <span className="pp-topbar__user">
          <Icon icon="user" size={14} />
          <span className="pp-topbar__name" data-testid="current-user" title={userName}>
            {userName}
          </span>
        </span>
        <NavbarDivider />
        <Button variant="minimal" icon="log-out" text="Logout" onClick={onLogout} />
      </NavbarGroup>
    </Navbar>
  );
}
