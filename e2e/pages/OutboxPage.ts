import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { AddLeadPage, type LeadFields } from './AddLeadPage';

/** An entry as the device's IndexedDB keeps it (src/domain/leadOutbox.ts). */
export type StoredEntry = {
  key: string;
  kind?: 'lead' | 'homeLoan';
  payload: { name: string; number: string };
};

/**
 * The outbox: the panel of entries kept on this device (in Add Lead and in the home loan dialog),
 * adding a lead with the connection off, and what the device's IndexedDB holds.
 */
export class OutboxPage {
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByTestId('lead-outbox');
  }

  /** The panel's entry that shows `text` (a client's name). */
  entry(text: string): Locator {
    return this.panel.getByRole('listitem').filter({ hasText: text });
  }

  /** An entry's state: 'Waiting', 'Sending…', 'Sent · Lead #12', 'Refused by the server'. */
  state(text: string): Locator {
    return this.entry(text).getByTestId('outbox-state');
  }

  /**
   * Adds a Lite lead from the speed dial with the connection off (the page stays open on Add Lead): it
   * is kept on the device and listed in the outbox.
   */
  async addLeadOffline(context: BrowserContext, lead: LeadFields): Promise<AddLeadPage> {
    const addLead = new AddLeadPage(this.page);
    await addLead.openFromSpeedDial();
    await addLead.chooseTier('Lite');
    await addLead.fill(lead);
    await context.setOffline(true);
    await addLead.submit();
    await expect(
      addLead.dialog.getByText('Saved on this device. It will be sent when the connection returns.'),
    ).toBeVisible();
    await expect(this.state(lead.name)).toHaveText('Waiting');
    return addLead;
  }

  /** The entries the device's IndexedDB holds. */
  async stored(): Promise<StoredEntry[]> {
    return this.page.evaluate(
      () =>
        new Promise<StoredEntry[]>((resolve, reject) => {
          const open = indexedDB.open('partner-portal');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('leadOutbox').objectStore('leadOutbox').getAll();
            all.onsuccess = () => resolve(all.result);
            all.onerror = () => reject(all.error);
          };
        }),
    );
  }
}
