// The campaign spends (/campaigns/:id?, spec 02 §2 "Campaign spend") on the list kit: the filter
// dialog, chips, click-to-filter cells, columns the partner hides and reorders, paging, saved
// views kept in the browser (the kit's views menu), and 'Run Campaign' opening the campaign request form.
import { Button } from '@blueprintjs/core';
import { GlobeNetworkIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../app/StoresContext';
import { ListScreen } from '../../shared/list/ListScreen';
import { CAMPAIGNS_EMPTY, CAMPAIGNS_SCREEN } from './campaignsSpec';
import './campaigns.css';
import { prefetchList } from '../../shared/list/useRouteFilters';

/** Start-up's fetch of the list the address shows by default, before the screen draws. */
export const prefetch = prefetchList(CAMPAIGNS_SCREEN);

export const CampaignsScreen = observer(function CampaignsScreen() {
  const root = useStores();
  const store = root.screens.get(CAMPAIGNS_SCREEN);
  const runCampaign = (
    <Button
      intent="primary"
      icon={<GlobeNetworkIcon />}
      text="Run Campaign"
      onClick={() => root.ui.openCampaign()}
    />
  );
  return (
    <ListScreen
      store={store}
      filtersAs="dialog"
      actions={runCampaign}
      empty={
        <div className="pp-campaigns-empty">
          <span>{CAMPAIGNS_EMPTY}</span>
          {runCampaign}
        </div>
      }
    />
  );
});
