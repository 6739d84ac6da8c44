// Home loan requests (/homeloans and /homeloans/add-lead, spec 02 §2 "Home loans") on the list kit:
// the list with its total, 'Add Loan Request' opening the dialog; /homeloans/add-lead opens it at once.
import { Button } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../../app/StoresContext';
import { HOME_LOANS_EMPTY } from '../../domain/homeLoan';
import { ListScreen } from '../../shared/list/ListScreen';
import { ADD_LEAD_PATH } from './HomeLoanDialog';
import { HOME_LOANS_SCREEN } from './homeLoansSpec';
import './homeLoans.css';
import { prefetchList } from '../../shared/list/useRouteFilters';

/** Start-up's fetch of the list the address shows by default, before the screen draws. */
export const prefetch = prefetchList(HOME_LOANS_SCREEN);

export const HomeLoansScreen = observer(function HomeLoansScreen() {
  const root = useStores();
  const store = root.screens.get(HOME_LOANS_SCREEN);
  const { pathname } = useLocation();

  useEffect(() => {
    if (pathname === ADD_LEAD_PATH) root.ui.setHomeLoanOpen(true);
  }, [pathname, root]);

  const addButton = (
    <Button
      intent="primary"
      icon={<AddIcon />}
      text="Add Loan Request"
      onClick={() => root.ui.setHomeLoanOpen(true)}
    />
  );

  const empty = (
    <div className="pp-home-loans-empty">
      <span>{HOME_LOANS_EMPTY}</span>
      {addButton}
    </div>
  );

  return <ListScreen store={store} actions={addButton} empty={empty} />;
});
