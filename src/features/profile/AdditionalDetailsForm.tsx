import { useMemo } from 'react';
import { Form } from 'react-final-form';
import type { ApiUser } from '../../api/client';
import { normalTaxId, RERA_MAX_LENGTH } from '../../domain/taxIds';
import { gstNumber, panNumber, reraNumber } from '../../domain/taxIdValidators';
import { composeValidators, numeric, pincode, required } from '../../domain/validators';
import { EntryForm } from '../../shared/form/EntryForm';
import { FormDraft } from '../../shared/form/FormDraft';
import { draftSpec } from '../../shared/form/formDrafts';
import { TextField } from '../../shared/form/TextField';
import { ProfileFormFooter } from './FormErrorCallout';
import type { Usermeta } from './ProfileStore';
import type { SaveProfile } from './profileSave';

/** A field the partner emptied is undefined in final-form's values (its default parse). */
type AdditionalValues = {
  gst_no?: string;
  pan_no?: string;
  rera_no?: string;
  pincode?: string;
  total_experience?: string;
  office_location?: string;
};

const trimmed = (value: string | undefined) => (value ?? '').trim();

export type AdditionalDetailsFormProps = { user: ApiUser; onSave: SaveProfile };

const reraRules = composeValidators(required, reraNumber);

const text = (maxLength: number) => ({ type: 'string', maxLength });
const DRAFT = draftSpec<AdditionalValues>('profile.additional', {
  gst_no: text(15),
  pan_no: text(10),
  rera_no: text(RERA_MAX_LENGTH),
  pincode: text(6),
  total_experience: text(4),
  office_location: text(300),
});

/** Additional Details tab: GSTIN (optional), PAN (optional, extension), RERA no (required), pincode, total experience, office location. */
export function AdditionalDetailsForm({ user, onSave }: AdditionalDetailsFormProps) {
  const initialValues = useMemo<AdditionalValues>(() => {
    const info = user.UserInfo;
    return {
      gst_no: info.gst_no ?? '',
      pan_no: info.pan_no ?? '',
      rera_no: info.rera_no ?? '',
      pincode: info.pincode ?? '',
      total_experience: info.total_experience === null ? '' : String(info.total_experience),
      office_location: info.office_location ?? '',
    };
  }, [user]);
  const handleSubmit = (values: AdditionalValues) => {
    const gst = normalTaxId(values.gst_no ?? '');
    const pan = normalTaxId(values.pan_no ?? '');
    const pin = trimmed(values.pincode);
    const experience = trimmed(values.total_experience);
    // A cleared optional field is sent as null, so the server clears it too.
    const meta: Usermeta = {
      gst_no: gst === '' ? null : gst,
      pan_no: pan === '' ? null : pan,
      rera_no: normalTaxId(values.rera_no ?? ''),
      office_location: trimmed(values.office_location),
      pincode: pin === '' ? null : pin,
      total_experience: experience === '' ? null : Number(experience),
    };
    return onSave({ Usermeta: meta });
  };
  return (
    <Form<AdditionalValues> onSubmit={handleSubmit} initialValues={initialValues}>
      {({ handleSubmit: submit, submitting, submitError }) => (
        <EntryForm onSubmit={submit} aria-label="Additional Details">
          <FormDraft spec={DRAFT} userId={user.id} />
          <div className="pp-profile-form__grid">
            {/* Room for spaces around a pasted number: it is trimmed, so a cut never makes it shorter. */}
            <TextField
              name="gst_no"
              label="GSTIN"
              validate={gstNumber}
              maxLength={20}
              placeholder="27AAPFU0939F1ZV"
            />
            <TextField
              name="pan_no"
              label="PAN (for TDS)"
              validate={panNumber}
              maxLength={16}
              placeholder="ABCDE1234F"
            />
            <TextField
              name="rera_no"
              label="RERA No"
              validate={reraRules}
              maxLength={RERA_MAX_LENGTH}
              placeholder="A51800012345"
            />
            <TextField name="pincode" label="Pincode" validate={pincode} inputMode="numeric" maxLength={6} />
            <TextField
              name="total_experience"
              label="Total experience (years)"
              validate={numeric}
              inputMode="numeric"
              maxLength={4}
            />
            <div className="pp-profile-form__wide">
              <TextField name="office_location" label="Office location" validate={required} maxLength={300} />
            </div>
          </div>
          <ProfileFormFooter submitError={submitError} submitting={submitting} />
        </EntryForm>
      )}
    </Form>
  );
}
