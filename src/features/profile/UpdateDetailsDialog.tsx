import { DialogBody, NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { EditIcon } from '@blueprintjs/icons';
import { FORM_ERROR } from 'final-form';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { useStores } from '../../app/StoresContext';
import { GuardedDialog, useDiscardGuard } from '../../shared/form/GuardedDialog';
import { useLocalStore } from '../../shared/state/useLocalStore';
import { notify, SAVE_FAILED_MESSAGE, UPDATED_MESSAGE } from '../../shared/ui/notify';
import { useIsDesktop } from '../../shared/ui/useIsDesktop';
import { AccountDetailsForm } from './AccountDetailsForm';
import { AdditionalDetailsForm } from './AdditionalDetailsForm';
import { PreferencesForm } from './PreferencesForm';
import { type ProfileData, type ProfileFiles, ProfileStore } from './ProfileStore';
import { nextTab, PROFILE_TAB_TITLES, PROFILE_TABS, type ProfileTab, startTab } from './profileTab';
import { useGateDialogProps } from './useDialogClassName';

// The map (OpenLayers) is a chunk of its own, loaded when the Pick Location tab first opens.
const PickLocationForm = lazy(() =>
  import('./PickLocationForm').then((m) => ({ default: m.PickLocationForm })),
);

function TabLoading() {
  return <NonIdealState icon={<Spinner size={24} />} title="Loading the map…" />;
}

export type UpdateDetailsDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** Show only this tab; the dialog then closes after its save and cannot be dismissed without saving. */
  only?: ProfileTab;
};

function isProfileTab(id: unknown): id is ProfileTab {
  return PROFILE_TABS.some((t) => t === id);
}

/**
 * 'Update Details' (spec 2.5): four tabs, each saved on its own with PUT /users/{id}; after a save the
 * next tab opens (the last closes the dialog) and the user is refetched.
 */
export const UpdateDetailsDialog = observer(function UpdateDetailsDialog({
  isOpen,
  onClose,
  only,
}: UpdateDetailsDialogProps) {
  const root = useStores();
  const { session } = root;
  const store = useLocalStore(root, (env) => ProfileStore.create({}, env));
  const desktop = useIsDesktop();
  const me = session.me;
  const [tab, setTab] = useState<ProfileTab>(() => only ?? startTab(me?.ivr_number));
  const dialogProps = useGateDialogProps(only === undefined, onClose);
  const guard = useDiscardGuard();

  // Each opening starts on the start tab (spec 2.5).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the opening (and the forced tab) resets the tab
  useEffect(() => {
    if (isOpen) setTab(only ?? startTab(session.me?.ivr_number));
  }, [isOpen, only]);

  const save = async (from: ProfileTab, data: ProfileData, files?: ProfileFiles) => {
    if (!me) return { [FORM_ERROR]: SAVE_FAILED_MESSAGE };
    try {
      await store.save(me.id, data, files);
    } catch (error) {
      // A refusal of what was sent (a picture over the limit, a GSTIN that is not one) says why.
      const message =
        error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
          ? error.message
          : SAVE_FAILED_MESSAGE;
      notify(message, 'failure');
      return { [FORM_ERROR]: message };
    }
    notify(UPDATED_MESSAGE, 'success');
    const next = only ? null : nextTab(from);
    try {
      await session.loadMe();
    } catch {
      // The save went through; a failed refetch leaves the previous user on screen.
    }
    if (next) setTab(next);
    else onClose();
    return undefined;
  };

  // Another tab replaces this one's form: asked first when the partner typed in it.
  const handleTabChange = (id: string | number) => {
    if (isProfileTab(id)) guard.confirmDiscard(() => setTab(id));
  };

  const panel = (id: ProfileTab) => {
    if (!me) return <NonIdealState icon={<Spinner size={24} />} title="Loading your profile…" />;
    switch (id) {
      case 'account-details':
        return <AccountDetailsForm user={me} onSave={(d, f) => save(id, d, f)} />;
      case 'preferences':
        return <PreferencesForm user={me} onSave={(d, f) => save(id, d, f)} />;
      case 'additional-details':
        return <AdditionalDetailsForm user={me} onSave={(d, f) => save(id, d, f)} />;
      case 'pick-location':
        return (
          <Suspense fallback={<TabLoading />}>
            <PickLocationForm user={me} onSave={(d, f) => save(id, d, f)} />
          </Suspense>
        );
    }
  };

  const tabs = only ? [only] : PROFILE_TABS;

  return (
    <GuardedDialog guard={guard} isOpen={isOpen} title="Update Details" icon={<EditIcon />} {...dialogProps}>
      <DialogBody useOverflowScrollContainer={false}>
        <Tabs
          id="update-details-tabs"
          className="pp-profile-tabs"
          selectedTabId={tab}
          onChange={handleTabChange}
          renderActiveTabPanelOnly
          animate={desktop}
          size={desktop ? 'large' : 'medium'}
        >
          {tabs.map((id) => (
            <Tab key={id} id={id} title={PROFILE_TAB_TITLES[id]} panel={panel(id)} />
          ))}
        </Tabs>
      </DialogBody>
    </GuardedDialog>
  );
});
