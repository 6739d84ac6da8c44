// The campaign request form (spec 01 §2.10, §3 "Campaign", §5, §7, §8): project (fixed when the
// caller preselected one), campaign types, amount; POST /focus_projects/focus_project_upsert with the
// user's name upper-cased and the interest flag 1. Success opens the payment frame at the answered
// payment_url with 'Project available for digital campaign'; failure says 'Project not available
// for digital campaign' for 3000 ms. When the payment page reports the payment settled (same-origin
// pages only), the campaign spends are fetched again.
import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { GlobeNetworkIcon, TickCircleIcon } from '@blueprintjs/icons';
import { FORM_ERROR } from 'final-form';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useStores } from '../../app/StoresContext';
import {
  CAMPAIGN_AVAILABLE,
  CAMPAIGN_FAILURE_MS,
  CAMPAIGN_NOT_AVAILABLE,
  CAMPAIGN_TYPES,
  type CampaignFormValues,
  campaignAmount,
  campaignPayload,
  MAX_CAMPAIGN_AMOUNT,
  MIN_CAMPAIGN_AMOUNT,
} from '../../domain/campaign';
import { formatNumber } from '../../domain/number';
import { atLeastOne, selectedItem } from '../../domain/validators';
import { CheckboxGroupField } from '../../shared/form/CheckboxGroupField';
import { DialogForm } from '../../shared/form/DialogForm';
import { draftSpec, PICKED_ITEM_SCHEMA } from '../../shared/form/formDrafts';
import { GuardedDialog, useDiscardGuard } from '../../shared/form/GuardedDialog';
import { InputPrefix } from '../../shared/form/InputPrefix';
import { RemoteSearchField } from '../../shared/form/RemoteSearchField';
import { TextField } from '../../shared/form/TextField';
import { useProjectSearch } from '../../shared/search/useProjectSearch';
import { useLocalStore } from '../../shared/state/useLocalStore';
import { notify } from '../../shared/ui/notify';
import { useIsDesktop } from '../../shared/ui/useIsDesktop';
import { CampaignRequestStore } from './CampaignRequestStore';
import { CAMPAIGNS_SCREEN } from './campaignsSpec';
import './campaigns.css';

const TYPE_OPTIONS = CAMPAIGN_TYPES.map((t) => ({ value: t.id, label: t.name }));

/** What the payment page says in its body's data-payment-status: 'pending', 'paid', 'cancelled'. */
function paymentStatusOf(frame: HTMLIFrameElement): string | null {
  try {
    return frame.contentDocument?.body?.dataset.paymentStatus ?? null;
  } catch {
    // A gateway on another origin: its page cannot be read.
    return null;
  }
}

export const CampaignDialog = observer(function CampaignDialog() {
  const root = useStores();
  const { ui, session } = root;
  const isDesktop = useIsDesktop();
  const search = useProjectSearch(root);
  const store = useLocalStore(root, (env) => CampaignRequestStore.create({}, env));
  const { paymentUrl } = store;
  const [settled, setSettled] = useState<string | null>(null);
  const guard = useDiscardGuard();
  const preset = ui.campaign?.project ?? null;

  const initialValues = useMemo<CampaignFormValues>(
    () => ({ project: preset, campaign_type_id: [], amount: '' }),
    [preset],
  );
  // A draft for another project is not offered where the caller fixed the project.
  const draft = useMemo(
    () =>
      draftSpec<CampaignFormValues>(
        'campaign',
        {
          project: PICKED_ITEM_SCHEMA,
          campaign_type_id: { type: 'array', items: { enum: CAMPAIGN_TYPES.map((t) => t.id) } },
          amount: { type: 'string', maxLength: 12 },
        },
        (values) => preset === null || values.project?.id === preset.id,
      ),
    [preset],
  );

  const close = () => {
    // A payment made or cancelled in the frame shows in the list.
    if (paymentUrl) root.screens.refresh(CAMPAIGNS_SCREEN.name);
    ui.closeCampaign();
  };

  const handleSubmit = async (values: CampaignFormValues) => {
    const body = campaignPayload(values, session.user?.name ?? '');
    if (!body) return undefined;
    try {
      await store.request(body);
      root.screens.refresh(CAMPAIGNS_SCREEN.name);
    } catch {
      notify(CAMPAIGN_NOT_AVAILABLE, 'failure', CAMPAIGN_FAILURE_MS);
      // Not sent: the draft stays.
      return { [FORM_ERROR]: CAMPAIGN_NOT_AVAILABLE };
    }
    return undefined;
  };

  const handleFrameLoad = (frame: HTMLIFrameElement) => {
    const status = paymentStatusOf(frame);
    if (status === 'paid' || status === 'cancelled') {
      setSettled(status);
      root.screens.refresh(CAMPAIGNS_SCREEN.name);
    }
  };

  const className = [
    'pp-campaign-dialog',
    paymentUrl ? 'pp-campaign-dialog--payment' : '',
    isDesktop ? '' : 'pp-dialog-fullscreen',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <GuardedDialog
      guard={guard}
      isOpen
      onClose={close}
      title="Run Campaign"
      icon={<GlobeNetworkIcon />}
      className={className}
    >
      {paymentUrl ? (
        <>
          <DialogBody useOverflowScrollContainer={false}>
            <div className="pp-campaign-payment">
              <Callout intent="success" compact icon={<TickCircleIcon />} role="status">
                {CAMPAIGN_AVAILABLE}
              </Callout>
              <iframe
                className="pp-campaign-payment__frame"
                src={paymentUrl}
                title="Campaign payment"
                onLoad={(event) => handleFrameLoad(event.currentTarget)}
              />
            </div>
          </DialogBody>
          <DialogFooter
            actions={
              <Button
                intent={settled ? 'primary' : 'none'}
                size="large"
                text={settled ? 'Done' : 'Close'}
                onClick={close}
              />
            }
          />
        </>
      ) : (
        <DialogForm<CampaignFormValues>
          label="Run Campaign"
          initialValues={initialValues}
          onSubmit={handleSubmit}
          onCancel={close}
          draft={{ spec: draft, userId: session.user?.id ?? null }}
        >
          <RemoteSearchField
            name="project"
            label="Project"
            search={search}
            validate={selectedItem}
            disabled={preset !== null}
            placeholder="Type 2 letters of a project"
          />
          <CheckboxGroupField
            name="campaign_type_id"
            label="Campaign Types"
            options={TYPE_OPTIONS}
            validate={atLeastOne}
          />
          <TextField
            name="amount"
            label="Amount"
            validate={campaignAmount}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            placeholder={`${formatNumber(MIN_CAMPAIGN_AMOUNT)} to ${formatNumber(MAX_CAMPAIGN_AMOUNT)}`}
            leftElement={<InputPrefix className="pp-campaign-amount__prefix">₹</InputPrefix>}
          />
        </DialogForm>
      )}
    </GuardedDialog>
  );
});
