import { useEffect } from 'react';
import { useStores } from '../../app/StoresContext';

type Selection = { open(id: number): void };

/** Opens the lead another screen asked for (ui.openLead, e.g. the Add Lead duplicate guard) in the lead panel. */
export function useOpenRequestedLead(selection: Selection): void {
  const { ui } = useStores();
  const requested = ui.leadToOpen;
  useEffect(() => {
    if (requested === null) return;
    const id = ui.takeLeadToOpen();
    if (id !== null) selection.open(id);
  }, [requested, ui, selection]);
}
