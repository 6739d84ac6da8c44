import { Button, Drawer, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { BankAccountIcon, GlobeNetworkIcon, NewPersonIcon, PlusIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import { useStores } from '../StoresContext';
import { SPEED_DIAL_ACTIONS, type SpeedDialAction } from '../stores/UiStore';

const ACTION_ICONS: Record<SpeedDialAction, ReactElement> = {
  'Add Lead': <NewPersonIcon />,
  'Run Campaign': <GlobeNetworkIcon />,
  'Home Loan': <BankAccountIcon />,
};

type SpeedDialMenuProps = {
  onChoose: (action: SpeedDialAction) => void;
};

function SpeedDialMenu({ onChoose }: SpeedDialMenuProps) {
  return (
    <Menu className="pp-speed-dial__menu" aria-label="Add">
      {SPEED_DIAL_ACTIONS.map((action) => (
        <MenuItem key={action} icon={ACTION_ICONS[action]} text={action} onClick={() => onChoose(action)} />
      ))}
    </Menu>
  );
}

/** Desktop: the 'Add' button of the top bar with the three actions. */
export const SpeedDialButton = observer(function SpeedDialButton() {
  const { ui } = useStores();
  return (
    <PopoverNext
      content={<SpeedDialMenu onChoose={(action) => ui.chooseAction(action)} />}
      placement="bottom-end"
      isOpen={ui.speedDialOpen}
      onInteraction={(open) => ui.setSpeedDialOpen(open)}
    >
      <Button intent="primary" icon={<PlusIcon />} text="Add" data-testid="speed-dial" />
    </PopoverNext>
  );
});

/** Mobile: the floating add button; the actions open in a bottom drawer. */
export const SpeedDialFab = observer(function SpeedDialFab() {
  const { ui } = useStores();
  return (
    <>
      <Button
        className="pp-fab"
        intent="primary"
        size="large"
        icon={<PlusIcon />}
        aria-label="Add"
        data-testid="speed-dial"
        onClick={() => ui.setSpeedDialOpen(true)}
      />
      <Drawer
        isOpen={ui.speedDialOpen}
        onClose={() => ui.setSpeedDialOpen(false)}
        position="bottom"
        size="auto"
        title="Add"
        className="pp-bottom-drawer"
      >
        <SpeedDialMenu onChoose={(action) => ui.chooseAction(action)} />
      </Drawer>
    </>
  );
});
