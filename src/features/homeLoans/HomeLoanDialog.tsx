// 'Add Home Loan Request' (spec 01 §2.9, §5, §7, §8): client name and client number, POST /homeLoan;
// success closes the dialog with 'Home Loan Requested Sccessfully!' and refreshes the home loans list
// (on /homeloans/add-lead the address becomes /homeloans); failure says 'Oops, something went wrong!'.
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
} from '../../domain/homeLoan';
import { DialogForm } from '../../shared/form/DialogForm';
import { GuardedDialog, useDiscardGuard } from '../../shared/form/GuardedDialog';
import { PhonePrefix } from '../../shared/form/PhonePrefix';
import { TextField } from '../../shared/form/TextField';
import { useLocalStore } from '../../shared/state/useLocalStore';
import { notify } from '../../shared/ui/notify';
import { useIsDesktop } from '../../shared/ui/useIsDesktop';
import { HomeLoanStore } from './HomeLoanStore';
import { HOME_LOANS_SCREEN } from './homeLoansSpec';
import './homeLoans.css';

export const ADD_LEAD_PATH = '/homeloans/add-lead';
const initialValues: HomeLoanFormValues = { name: '', number: '' };

export const HomeLoanDialog = observer(function HomeLoanDialog() {
  const root = useStores();
  const { ui } = root;
  const isDesktop = useIsDesktop();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const store = useLocalStore(root, (env) => HomeLoanStore.create({}, env));
  const guard = useDiscardGuard();

  // Leaving /homeloans/add-lead: the address says what is on screen (the list, the dialog closed).
  const close = () => {
    ui.setHomeLoanOpen(false);
    if (pathname === ADD_LEAD_PATH) navigate('/homeloans', { replace: true });
  };

  const handleSubmit = async (values: HomeLoanFormValues) => {
    try {
      await store.request(values);
    } catch {
      notify(HOME_LOAN_FAILED, 'failure');
      return { [FORM_ERROR]: HOME_LOAN_FAILED };
    }
    notify(HOME_LOAN_REQUESTED, 'success');
    root.screens.refresh(HOME_LOANS_SCREEN.name);
    close();
    return undefined;
  };

  return (
    <GuardedDialog
      guard={guard}
      isOpen={ui.homeLoanOpen}
      onClose={close}
      title="Add Home Loan Request"
      icon="bank-account"
      className={isDesktop ? 'pp-home-loan-dialog' : 'pp-home-loan-dialog pp-dialog-fullscreen'}
    >
      <DialogForm<HomeLoanFormValues>
        label="Add Home Loan Request"
        initialValues={initialValues}
        onSubmit={handleSubmit}
        onCancel={close}
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
          maxLength={10}
          leftElement={<PhonePrefix />}
        />
      </DialogForm>
    </GuardedDialog>
  );
});
