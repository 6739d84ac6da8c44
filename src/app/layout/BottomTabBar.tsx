import { Icon, type IconName } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router-dom';
import { useStores } from '../StoresContext';

type Tab = { label: string; to: string; icon: IconName };

/** The mobile tabs (spec 01 §2.2): Home, Projects, Refer & Earn, Pulse; plus the menu. */
export const BOTTOM_TABS: readonly Tab[] = [
  { label: 'Home', to: '/', icon: 'home' },
  { label: 'Projects', to: '/projects', icon: 'office' },
  { label: 'Refer & Earn', to: '/referral/earn', icon: 'dollar' },
  { label: 'Pulse', to: '/pulse', icon: 'pulse' },
];

export const BottomTabBar = observer(function BottomTabBar() {
  const { ui } = useStores();
  return (
    <nav className="pp-tabbar" aria-label="Tabs" data-testid="bottom-tabs">
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
      <button type="button" className="pp-tabbar__tab" onClick={() => ui.setMenuOpen(true)}>
        <Icon icon="menu" size={18} className="pp-tabbar__icon" />
        <span>Menu</span>
      </button>
    </nav>
  );
});
