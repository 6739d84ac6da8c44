import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { IdNumberIcon } from '@blueprintjs/icons';
import { FORM_ERROR } from 'final-form';
import { observer } from 'mobx-react-lite';
import { Form, FormSpy } from 'react-final-form';
import { useStores } from '../../app/StoresContext';
import { istDate } from '../../domain/brokerageTax';
import { YES_NO_OPTIONS } from '../../domain/profileOptions';
import { normalTaxId, RERA_MAX_LENGTH } from '../../domain/taxIds';
import { type ReraFormValues, validateReraForm } from '../../domain/taxIdValidators';
import { DateField } from '../../shared/form/DateField';
import { RadioGroupField } from '../../shared/form/RadioGroupField';
import { TextField } from '../../shared/form/TextField';
import { useLocalStore } from '../../shared/state/useLocalStore';
import { notify, SAVE_FAILED_MESSAGE, UPDATED_MESSAGE } from '../../shared/ui/notify';
import { FormErrorCallout } from './FormErrorCallout';
import { ProfileStore } from './ProfileStore';
import { useDialogClassName } from './useDialogClassName';

export type ReraDialogProps = {
  isOpen: boolean;
  onClose: () => void;
};

const initialValues: ReraFormValues = { rera_no: '', is_rera_applied: null, rera_applied_date: null };

/** The dialog's rules, with today as it is in India when the form checks. */
const validate = (values: ReraFormValues) => validateReraForm(values, istDate(new Date()));

/**
 * 'RERA Details' (spec 2.6): a RERA number, or the answer whether one was applied for and when.
 * Saved as Usermeta {rera_no (trimmed, upper case), is_rera_applied, rera_applied_date (YYYY-MM-DD)}.
 */
export const ReraDialog = observer(function ReraDialog({ isOpen, onClose }: ReraDialogProps) {
  const root = useStores();
  const { session } = root;
  const store = useLocalStore(root, (env) => ProfileStore.create({}, env));
  const className = useDialogClassName();

  const handleSubmit = async (values: ReraFormValues) => {
    const me = session.me;
    if (!me) return { [FORM_ERROR]: SAVE_FAILED_MESSAGE };
    const reraNo = normalTaxId(values.rera_no ?? '');
    const answer =
      values.is_rera_applied === 0 || values.is_rera_applied === 1 ? values.is_rera_applied : null;
    const date = answer === 1 && values.rera_applied_date ? values.rera_applied_date : null;
    try {
      await store.save(me.id, {
        Usermeta: {
          rera_no: reraNo === '' ? null : reraNo,
          is_rera_applied: answer,
          rera_applied_date: date,
        },
      });
    } catch {
      notify(SAVE_FAILED_MESSAGE, 'failure');
      return { [FORM_ERROR]: SAVE_FAILED_MESSAGE };
    }
    notify(UPDATED_MESSAGE, 'success');
    try {
      await session.loadMe();
    } catch {
      // Saved; a failed refetch keeps the previous user.
    }
    onClose();
    return undefined;
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="RERA Details"
      icon={<IdNumberIcon />}
      className={className}
    >
      <Form<ReraFormValues> onSubmit={handleSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit: submit, submitting, submitError }) => (
          <form className="pp-dialog-form" onSubmit={submit} noValidate aria-label="RERA Details">
            <DialogBody useOverflowScrollContainer={false}>
              <div className="pp-rera">
                <section>
                  <div className="pp-rera__heading">Please Enter Your RERA Number:</div>
                  <TextField
                    name="rera_no"
                    label="RERA No"
                    maxLength={RERA_MAX_LENGTH}
                    placeholder="A51800012345"
                  />
                </section>
                <div className="pp-rera__or" aria-hidden="true">
                  OR
                </div>
                <section>
                  <RadioGroupField
                    name="is_rera_applied"
                    label="Have you applied for RERA Registration?"
                    options={YES_NO_OPTIONS}
                  />
                  <FormSpy<ReraFormValues> subscription={{ values: true }}>
                    {({ values }) => (
                      <>
                        <div className="pp-rera__heading">Applied for RERA Registration on</div>
                        <DateField
                          name="rera_applied_date"
                          label="Applied On"
                          minDate={new Date(2016, 0, 1)}
                          disabled={values.is_rera_applied !== 1}
                        />
                      </>
                    )}
                  </FormSpy>
                </section>
              </div>
              <FormErrorCallout message={submitError} />
            </DialogBody>
            <DialogFooter
              actions={
                <>
                  <Button text="Close" onClick={onClose} size="large" />
                  <Button type="submit" intent="primary" text="Submit" loading={submitting} size="large" />
                </>
              }
            />
          </form>
        )}
      </Form>
    </Dialog>
  );
});
