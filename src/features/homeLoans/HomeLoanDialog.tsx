// 'Add Home Loan Request' (spec 01 §2.9, §5, §7, §8): client name and client number, POST /homeLoan;
// success closes the dialog with 'Home Loan Requested Sccessfully!' and refreshes the home loans list
// (on /homeloans/add-lead the address becomes /homeloans); failure says 'Oops, something went wrong!'.
// Offline (or lost on the network) the request is kept in the outbox, listed on top, and sent from there;
// a request of the outbox opens here with its values to be corrected (same idempotency key).
import { BankAccountIcon } from '@blueprintjs/icons';
import { FORM_ERROR } from 'final-form';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../../app/StoresContext';
import {
  HOME_LOAN_FAILED,
  HOME_LOAN_REQUESTED,
  type HomeLoanFormValues,
  homeLoanName,
  homeLoanNumber,
  homeLoanPayload,
} from '../../domain/homeLoan';
import { HOME_LOAN_SENT_BEFORE_EDIT } from '../../domain/leadOutbox';
import { DialogForm } from '../../shared/form/DialogForm';
import { draftSpec } from '../../shared/form/formDrafts';
import { GuardedDialog, useDiscardGuard } from '../../shared/form/GuardedDialog';
import { PASTED_PHONE_LENGTH, PhonePrefix } from '../../shared/form/PhonePrefix';
import { TextField } from '../../shared/form/TextField';
import { useLocalStore } from '../../shared/state/useLocalStore';
import { notify } from '../../shared/ui/notify';
import { useIsDesktop } from '../../shared/ui/useIsDesktop';
import { useOnline } from '../../shared/ui/useOnline';
import { OutboxPanel } from '../outbox/OutboxPanel';
import { HomeLoanStore } from './HomeLoanStore';
import { HOME_LOANS_SCREEN } from './homeLoansSpec';
import './homeLoans.css';

export const ADD_LEAD_PATH = '/homeloans/add-lead';
const emptyValues: HomeLoanFormValues = { name: '', number: '' };
const HOME_LOAN_DRAFT = draftSpec<HomeLoanFormValues>('homeLoan', {
  name: { type: 'string', maxLength: 200 },
  number: { type: 'string', maxLength: 10 },
});
export const HOME_LOAN_KEPT = 'No connection: the request is kept on this device and sent when it returns';

export const HomeLoanDialog = observer(function HomeLoanDialog() {
  const root = useStores();
  const { ui, session, outbox } = root;
  const online = useOnline();
  const isDesktop = useIsDesktop();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const store = useLocalStore(root, (env) => HomeLoanStore.create({}, env));
  const guard = useDiscardGuard();
  const kept = outbox.entries.find((e) => e.key === ui.homeLoanEditing);
  const editing = kept?.kind === 'homeLoan' ? kept : undefined;
  const initialValues = editing?.payload ?? emptyValues;

  // Leaving /homeloans/add-lead: the address says what is on screen (the list, the dialog closed).
  const close = () => {
    ui.setHomeLoanOpen(false);
    if (pathname === ADD_LEAD_PATH) navigate('/homeloans', { replace: true });
  };

  const handleSubmit = async (values: HomeLoanFormValues) => {
    const userId = session.user?.id;
    if (userId === undefined) return { [FORM_ERROR]: HOME_LOAN_FAILED };
    if (editing) {
      // Back in the outbox, waiting (listed on top); the form starts afresh.
      if (!(await outbox.editHomeLoan(editing.key, homeLoanPayload(values)))) {
        notify(HOME_LOAN_SENT_BEFORE_EDIT, 'failure');
        return { [FORM_ERROR]: HOME_LOAN_SENT_BEFORE_EDIT };
      }
      ui.editHomeLoan(null);
      return undefined;
    }
    let outcome: 'sent' | 'queued';
    try {
      outcome = await store.request(values, { userId, online, outbox });
    } catch {
      notify(HOME_LOAN_FAILED, 'failure');
      return { [FORM_ERROR]: HOME_LOAN_FAILED };
    }
    if (outcome === 'queued') notify(HOME_LOAN_KEPT, 'success');
    else {
      notify(HOME_LOAN_REQUESTED, 'success');
      root.screens.refresh(HOME_LOANS_SCREEN.name);
    }
    close();
    return undefined;
  };

  return (
    <GuardedDialog
      guard={guard}
      isOpen={ui.homeLoanOpen}
      onClose={close}
      title="Add Home Loan Request"
      icon={<BankAccountIcon />}
      className={isDesktop ? 'pp-home-loan-dialog' : 'pp-home-loan-dialog pp-dialog-fullscreen'}
    >
      <div className="pp-home-loan-dialog__outbox">
        <OutboxPanel confirm={guard.confirmDiscard} />
      </div>
      <DialogForm<HomeLoanFormValues>
        key={ui.homeLoanEditing ?? 'new'}
        label="Add Home Loan Request"
        initialValues={initialValues}
        onSubmit={handleSubmit}
        onCancel={close}
        draft={{ spec: HOME_LOAN_DRAFT, userId: session.user?.id ?? null, disabled: editing !== undefined }}
      >
        <TextField
          name="name"
          label="Client Name"
          validate={homeLoanName}
          autoComplete="off"
          maxLength={200}
          autoFocus
        />
        <TextField
          name="number"
          label="Client Number"
          validate={homeLoanNumber}
          inputMode="tel"
          autoComplete="off"
          maxLength={PASTED_PHONE_LENGTH}
          leftElement={<PhonePrefix />}
        />
      </DialogForm>
    </GuardedDialog>
  );
});
