// The campaign filters saved in this browser (spec 02 §9): a menu that opens one at
// /campaigns/{id} and deletes one (the navigation lists only the server-kept sections).
import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useNavigate, useParams } from 'react-router-dom';
import { useStores } from '../../app/StoresContext';

export const SavedCampaignFilters = observer(function SavedCampaignFilters() {
  const { localFilters } = useStores();
  const navigate = useNavigate();
  const { id } = useParams();
  const saved = localFilters.bySection('campaign');
  if (saved.length === 0) return null;
  const menu = (
    <Menu aria-label="Saved campaign filters">
      {saved.map((filter) => (
        <MenuItem
          key={filter.id}
          text={filter.name}
          icon="filter-keep"
          active={id === String(filter.id)}
          onClick={() => navigate(`/campaigns/${filter.id}`)}
          labelElement={
            <Button
              size="small"
              variant="minimal"
              icon="trash"
              aria-label={`Delete ${filter.name}`}
              onClick={(event) => {
                event.stopPropagation();
                localFilters.remove(filter.id);
                if (id === String(filter.id)) navigate('/campaigns');
              }}
            />
          }
        />
      ))}
      <MenuDivider />
      <MenuItem text="All campaigns" icon="list" onClick={() => navigate('/campaigns')} />
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-start">
      <Button icon="bookmark" text={`Saved Filters (${saved.length})`} endIcon="caret-down" />
    </PopoverNext>
  );
});
