// The leads list (/leads/:id?) on the list kit: the toolbar's Closed Leads view with its Excel
// download, the More Info column, the empty state's buttons and the lead panels (spec 02 §2).
import { Button } from '@blueprintjs/core';
import { AddIcon, ArchiveIcon, DownloadIcon, PinIcon, RefreshIcon, UnpinIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useStores } from '../../app/StoresContext';
import { formatNumber } from '../../domain/number';
import { SITE_VISITS_LIST, SITE_VISITS_NOTE } from '../../domain/siteVisits';
import type { GridColumn } from '../../shared/grid/gridColumn';
import { ListScreen } from '../../shared/list/ListScreen';
import { openRowColumn } from '../../shared/list/openRowColumn';
import { saveBlob } from '../../shared/ui/saveBlob';
import { useIsDesktop } from '../../shared/ui/useIsDesktop';
import { LeadDetailPanel } from './detail/LeadDetailPanel';
import type { Lead } from './leadColumns';
import { CLOSED_LEADS_SCREEN, LEADS_SCREEN } from './leadsSpec';
import { LEAD_QUERY_KEY, useLeadInUrl } from './useLeadInUrl';
import { useOpenRequestedLead } from './useOpenRequestedLead';
import './leads.css';

/** The open lead's key beside the filters in the address. */
const LEAD_KEYS = [LEAD_QUERY_KEY];

export const LeadsScreen = observer(function LeadsScreen() {
  const root = useStores();
  const store = root.screens.get(LEADS_SCREEN);
  const closedStore = root.screens.get(CLOSED_LEADS_SCREEN);
  const isDesktop = useIsDesktop();
  const { selection } = store;
  useOpenRequestedLead(selection);
  useLeadInUrl(store.closed ? closedStore.selection : selection);

  const moreInfo = useMemo<GridColumn<Lead>[]>(
    () => [openRowColumn<Lead>('More Info', 92, (id) => selection.open(id))],
    [selection],
  );

  const closedButton = (
    <Button
      icon={<ArchiveIcon />}
      text="Closed Leads"
      active={store.closed}
      aria-pressed={store.closed}
      onClick={() => store.toggleClosed()}
    />
  );

  const detail = (id: number) => ({
    title: `Lead #${id}`,
    content: <LeadDetailPanel leadId={id} />,
    actions:
      isDesktop && id === selection.detailId ? (
        <Button
          variant="minimal"
          icon={selection.pinned ? <UnpinIcon /> : <PinIcon />}
          aria-label={selection.pinned ? 'Unpin this lead' : 'Pin this lead to compare'}
          aria-pressed={selection.pinned}
          active={selection.pinned}
          onClick={() => selection.togglePin()}
        />
      ) : undefined,
  });

  if (store.closed) {
    // A failed download leaves the button available; a failed load says so (the list's text), not '0'.
    const handleDownload = async () => {
      const blob = await closedStore.download();
      if (blob) saveBlob(blob, 'closed-leads.xlsx');
    };
    const status = closedStore.loading ? (
      'Loading closed leads…'
    ) : closedStore.count > 0 ? (
      <Button
        variant="minimal"
        intent="primary"
        icon={<DownloadIcon />}
        loading={closedStore.downloading}
        text={`Download all ${formatNumber(closedStore.count)} leads in Excel File`}
        onClick={handleDownload}
      />
    ) : (
      'You have 0 Closed Leads'
    );
    return (
      <ListScreen
        store={closedStore}
        followRoute={false}
        actions={
          <>
            {closedButton}
            <Button text="Get Leads" icon={<RefreshIcon />} onClick={() => store.showAllLeads()} />
          </>
        }
        status={closedStore.status === 'rejected' ? undefined : status}
        leadingColumns={moreInfo}
        detail={detail}
        markedIds={root.inbox.unreadLeads}
      />
    );
  }

  const empty = (
    <div className="pp-leads-empty">
      <span>No leads match your search.</span>
      <div className="pp-leads-empty__actions">
        <Button
          intent="primary"
          icon={<AddIcon />}
          text="Add Lead"
          onClick={() => root.ui.chooseAction('Add Lead')}
        />
        <Button icon={<RefreshIcon />} text="Get Leads" onClick={() => store.showAllLeads()} />
      </div>
    </div>
  );

  // The dashboard's Site Visits opens this list: say what it holds, and why it can be shorter.
  const header =
    store.route === 'site-visits' ? (
      <div className="pp-leads-caption" data-testid="leads-caption">
        <h2 className="pp-leads-caption__title">Site Visits</h2>
        <p>
          {SITE_VISITS_LIST}. {SITE_VISITS_NOTE}
        </p>
      </div>
    ) : undefined;

  return (
    <ListScreen
      store={store}
      header={header}
      actions={closedButton}
      empty={empty}
      leadingColumns={moreInfo}
      detail={detail}
      queryKeys={LEAD_KEYS}
      markedIds={root.inbox.unreadLeads}
    />
  );
});
