import { Button, Callout } from '@blueprintjs/core';
import { NewPersonIcon, WarningSignIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useState } from 'react';
import { useStores } from '../../app/StoresContext';
import type { LeadEntry } from '../../domain/leadOutbox';
import { LEAD_TIERS, type TierChoice } from '../../domain/leadPayload';
import { latestDraft } from '../../shared/form/formDrafts';
import { GuardedDialog, useDiscardGuard } from '../../shared/form/GuardedDialog';
import { useEnv } from '../../shared/state/EnvContext';
import { useIsDesktop } from '../../shared/ui/useIsDesktop';
import { BulkUploadForm } from '../bulkLeads/BulkUploadForm';
import { OutboxPanel } from '../outbox/OutboxPanel';
import { DAILY_LIMIT_NOTICE } from '../outbox/sendLead';
import { AddLeadForm } from './AddLeadForm';
import { leadDraftName } from './leadDraft';
import { ProTier } from './ProTier';
import { TierChooser } from './TierChooser';
import './addLead.css';

/**
 * Add Lead (spec 01 §2.7): the tier choice, then the tier's form (or the RM card for Pro). A dialog on
 * desktop, full screen below 900 px. After 'Too many requests' the form gives way to the daily-limit
 * notice and the bulk upload form. The leads waiting on this device are listed on top.
 */
export const AddLeadDialog = observer(function AddLeadDialog() {
  const { ui, addLead, session } = useStores();
  const { storage } = useEnv();
  const isDesktop = useIsDesktop();
  const request = ui.addLead;
  const [tier, setTier] = useState<TierChoice | null>(null);
  // A lead of the outbox opened in its tier's form to be corrected.
  const [editing, setEditing] = useState<LeadEntry | null>(null);
  const guard = useDiscardGuard();

  // Each opening starts at the tier choice with a fresh state, or on the form of the tier last typed in
  // (which offers its draft).
  const isOpen = request !== null;
  const requestedTier = request?.tier ?? null;
  const userId = session.user?.id ?? null;
  useEffect(() => {
    if (isOpen) {
      const latest = userId === null ? null : latestDraft(storage, userId, LEAD_TIERS.map(leadDraftName));
      const drafted = LEAD_TIERS.find((t) => leadDraftName(t) === latest) ?? null;
      setTier(requestedTier ?? drafted);
      setEditing(null);
      addLead.reset();
    }
  }, [isOpen, requestedTier, addLead, storage, userId]);

  const close = () => ui.closeAddLead();
  // Closing or changing the tier throws the form away: asked first when the partner typed in it.
  const requestClose = () => guard.confirmDiscard(close);
  const changeTier = () =>
    guard.confirmDiscard(() => {
      setTier(null);
      setEditing(null);
    });
  const edit = (entry: LeadEntry) =>
    guard.confirmDiscard(() => {
      setEditing(entry);
      setTier(entry.tier);
    });
  const project = request?.project ?? null;

  let content: ReactNode;
  if (addLead.phase === 'limit') {
    content = (
      <div className="pp-add-lead__body" data-testid="daily-limit">
        <Callout intent="warning" icon={<WarningSignIcon />} className="pp-add-lead__limit" role="alert">
          {DAILY_LIMIT_NOTICE}
        </Callout>
        <h3 className="pp-add-lead__subtitle">Bulklead Upload</h3>
        <BulkUploadForm project={project} onDone={close} onCancel={close} />
      </div>
    );
  } else if (tier === null) {
    content = (
      <div className="pp-add-lead__body">
        <p className="pp-add-lead__intro">
          Choose how much of the work you take on: the more you do, the more you keep.
        </p>
        <TierChooser onChoose={setTier} />
      </div>
    );
  } else if (tier === 'Pro') {
    content = <ProTier onBack={() => setTier(null)} />;
  } else {
    content = (
      <AddLeadForm
        key={editing?.key ?? 'new'}
        tier={tier}
        project={editing ? null : project}
        onChangeTier={changeTier}
        onClose={requestClose}
        editing={editing}
        onEdited={() => {
          setEditing(null);
          setTier(null);
        }}
      />
    );
  }

  return (
    <GuardedDialog
      guard={guard}
      isOpen={isOpen}
      onClose={close}
      title={project ? `Add Lead · ${project.name}` : 'Add Lead'}
      icon={<NewPersonIcon />}
      className={`pp-add-lead${isDesktop ? '' : ' pp-dialog-fullscreen'}`}
      canOutsideClickClose={false}
    >
      <div className="pp-add-lead__outbox">
        <OutboxPanel onEdit={edit} confirm={guard.confirmDiscard} />
      </div>
      {content}
      {tier === null && addLead.phase !== 'limit' ? (
        <div className="pp-add-lead__footer">
          <Button text="Close" size="large" onClick={close} />
        </div>
      ) : null}
    </GuardedDialog>
  );
});
