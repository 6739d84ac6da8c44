// Referred users (/referral/users, spec 02 §2 "Referral pages") on the list kit.
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoresContext';
import { REFERRAL_EMPTY } from '../../domain/referral';
import { ListScreen } from '../../shared/list/ListScreen';
import { REFERRALS_SCREEN } from './referralsSpec';
import './referral.css';
import { prefetchList } from '../../shared/list/useRouteFilters';

/** Start-up's fetch of the list the address shows by default, before the screen draws. */
export const prefetch = prefetchList(REFERRALS_SCREEN);

export const ReferredUsersScreen = observer(function ReferredUsersScreen() {
  const root = useStores();
  const store = root.screens.get(REFERRALS_SCREEN);
  return (
    <ListScreen
      store={store}
      header={
        <div className="pp-referred__head">
          <h2 className="pp-referred__title">Your Referred Users</h2>
          <Link to="/referral/earn">Refer &amp; Earn</Link>
        </div>
      }
      empty={<span className="pp-referred__empty">{REFERRAL_EMPTY}</span>}
    />
  );
});
