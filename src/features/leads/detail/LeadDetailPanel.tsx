import { Spinner, Tab, Tabs } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { type JSX, useEffect, useState } from 'react';
import { useStores } from '../../../app/StoresContext';
import { useLocalStore } from '../../../shared/state/useLocalStore';
import { CopyFreshness } from '../../../shared/ui/CopyFreshness';
import { ActivityHistory } from './ActivityHistory';
import { ActivitySummary } from './ActivitySummary';
import { CallRecordings } from './CallRecordings';
import { LeadComments } from './LeadComments';
import { LeadContactHeader } from './LeadContactHeader';
import { LeadDetailStore } from './LeadDetailStore';
import { LeadDetails } from './LeadDetails';
import { ProtectionSummary } from './ProtectionSummary';
import './leadPanel.css';

type LeadDetailPanelProps = { leadId: number };
type PanelTab = 'summary' | 'history' | 'audio' | 'details';

const FAILURE = 'Something went wrong. Please Try again';
/** The lead itself could not be read (spec 01 §8, failed fetches). */
const RECORD_FAILURE = 'Failed to fetch record';

/** The lead panel (More Info): Summary, History, Audio and Details tabs and the comments list. */
export const LeadDetailPanel = observer(function LeadDetailPanel({ leadId }: LeadDetailPanelProps) {
  const root = useStores();
  const userId = root.session.user?.id ?? 0;
  const [tab, setTab] = useState<PanelTab>('summary');
  // One store per lead, loaded once it is shown.
  const store = useLocalStore(root, (env) => LeadDetailStore.create({ leadId, userId }, env), [
    leadId,
    userId,
  ]);
  // Loaded when shown, and again when the CRM changes this lead (a live update).
  const change = root.inbox.changeOf(leadId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the lead is the trigger
  useEffect(() => {
    store.loadAll();
  }, [store, change]);
  // An open lead's changes are read, on the server (so in every browser of the partner), those
  // that come while it is open too: they show in its History at once.
  const { inbox } = root;
  // Read once the lead on screen is the server's, not the device's copy.
  const unread = inbox.unreadLeads.has(leadId);
  const fresh = store.leadFresh;
  useEffect(() => {
    if (unread && fresh) inbox.markLeadRead(leadId).catch(() => undefined);
  }, [inbox, leadId, unread, fresh]);

  const now = store.now();
  const activitiesFailed = store.activitiesState === 'rejected';
  const activitiesBody = (content: JSX.Element): JSX.Element =>
    activitiesFailed ? (
      <p className="pp-lead-panel__error" role="alert">
        {FAILURE}
      </p>
    ) : store.hasValue('activities') ? (
      content
    ) : (
      <Spinner size={24} />
    );

  return (
    <div className="pp-side-panel pp-lead-panel" data-testid="lead-panel" data-lead-id={leadId}>
      {store.lead ? (
        <LeadContactHeader lead={store.lead} />
      ) : store.leadState === 'rejected' ? (
        <p className="pp-lead-panel__error" role="alert">
          {RECORD_FAILURE}
        </p>
      ) : null}
      <CopyFreshness updating={store.updating} staleSince={store.staleSince} now={now} />
      {/* Not animated: the moving indicator measures the page (a forced layout of the grid beside it)
          on every update; only the shown tab's panel is drawn. */}
      <Tabs
        id={`lead-${leadId}-tabs`}
        selectedTabId={tab}
        onChange={(id) => setTab(toTab(String(id)))}
        animate={false}
        renderActiveTabPanelOnly
        fill
      >
        <Tab
          id="summary"
          title="Summary"
          panel={
            <div className="pp-lead-summary-tab">
              {store.lead ? <ProtectionSummary lead={store.lead} now={now} /> : null}
              {activitiesBody(<ActivitySummary activities={store.activities} />)}
            </div>
          }
        />
        <Tab
          id="history"
          title="History"
          panel={activitiesBody(<ActivityHistory activities={store.activities} now={now} />)}
        />
        <Tab
          id="audio"
          title="Audio"
          panel={<CallRecordings recordings={store.recordings} state={store.recordingsState} />}
        />
        <Tab
          id="details"
          title="Details"
          panel={
            store.lead ? (
              <LeadDetails lead={store.lead} />
            ) : store.leadState === 'rejected' ? (
              // Said above the tabs.
              <div />
            ) : (
              <Spinner size={24} />
            )
          }
        />
      </Tabs>
      {store.commentsState === 'rejected' ? (
        <p className="pp-lead-panel__error" role="alert">
          {FAILURE}
        </p>
      ) : (
        <LeadComments comments={store.comments} />
      )}
    </div>
  );
});

function toTab(id: string): PanelTab {
  return id === 'history' || id === 'audio' || id === 'details' ? id : 'summary';
}
