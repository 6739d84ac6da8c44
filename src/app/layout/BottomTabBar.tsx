import { Icon, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

type Tab = { label: string; to: string; icon: IconName };

/** The mobile tabs (spec 01 §2.2): Home, Projects, Refer & Earn, Pulse (the menu has its own button, `children`). */
export const BOTTOM_TABS: readonly Tab[] = [
  { label: 'Home', to: '/', icon: 'home' },
  { label: 'Projects', to: '/projects', icon: 'office' },
  { label: 'Refer & Earn', to: '/referral/earn', icon: 'dollar' },
  { label: 'Pulse', to: '/pulse', icon: 'pulse' },
];

export function BottomTabBar({ children }: { children?: ReactNode }) {
  return (
    <nav className="pp-tabbar" aria-label="Tabs" data-testid="bottom-tabs">
      {children}
      {BOTTOM_TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.to === '/'}
          className={({ isActive }) => `pp-tabbar__tab${isActive ? ' is-active' : ''}`}
        >
          <Icon icon={tab.icon} size={18} className="pp-tabbar__icon" />
          <span>{tab.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
