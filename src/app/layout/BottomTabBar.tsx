import { DollarIcon, HomeIcon, OfficeIcon, PulseIcon, type SVGIconProps } from '@blueprintjs/icons';
import type { FC, ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

type Tab = { label: string; to: string; icon: FC<SVGIconProps> };

/** The mobile tabs (spec 01 §2.2): Home, Projects, Refer & Earn, Pulse (the menu has its own button, `children`). */
export const BOTTOM_TABS: readonly Tab[] = [
  { label: 'Home', to: '/', icon: HomeIcon },
  { label: 'Projects', to: '/projects', icon: OfficeIcon },
  { label: 'Refer & Earn', to: '/referral/earn', icon: DollarIcon },
  { label: 'Pulse', to: '/pulse', icon: PulseIcon },
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
          <tab.icon size={18} className="pp-tabbar__icon" />
          <span>{tab.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
