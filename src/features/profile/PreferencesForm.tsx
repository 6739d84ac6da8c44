import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Form } from 'react-final-form';
import type { ApiUser } from '../../api/client';
import { useStores } from '../../app/StoresContext';
import {
  DEAL_BUSINESS_TYPE_OPTIONS,
  DEAL_BUSINESS_TYPES,
  DEVOTE_TIME,
  DEVOTE_TIME_OPTIONS,
  type DealBusinessType,
  type DevoteTime,
  GENRATE_LEADS,
  GENRATE_LEADS_OPTIONS,
  type GenrateLead,
  knownValue,
  knownValues,
  OPERATE_BUSINESS,
  OPERATE_BUSINESS_OPTIONS,
  type OperateBusiness,
  PICTURE_MAX_MB,
  PLATEFORM_PRESENT_IN,
  PLATEFORM_PRESENT_IN_OPTIONS,
  type PlateformPresentIn,
  pictureProblem,
  YES_NO_OPTIONS,
  type YesNo,
  yesNo,
} from '../../domain/profileOptions';
import { atLeastOne, required } from '../../domain/validators';
import { CheckboxGroupField } from '../../shared/form/CheckboxGroupField';
import { EntryForm } from '../../shared/form/EntryForm';
import { FileField } from '../../shared/form/FileField';
import { FormDraft } from '../../shared/form/FormDraft';
import { draftSpec } from '../../shared/form/formDrafts';
import { MultiSelectField } from '../../shared/form/MultiSelectField';
import { RadioGroupField } from '../../shared/form/RadioGroupField';
import { shrinkPicture } from '../../shared/form/shrinkPicture';
import { ProfileFormFooter } from './FormErrorCallout';
import type { SaveProfile } from './profileSave';

/** The picture types the server takes for profile_pic and visiting_card (checked there by content). */
const PICTURE_TYPES = 'image/jpeg,image/png,image/webp';
const PICTURE_HELP = `JPEG, PNG or WebP; one over ${PICTURE_MAX_MB} MB is scaled down before it is sent`;
/** A phone camera's photo over the server's limit is scaled down here; the server keeps its limit. */
const fitPicture = (file: File) => shrinkPicture(file, PICTURE_MAX_MB * 1024 * 1024);
const PICTURES = [
  { name: 'profile_pic', label: 'Profile picture' },
  { name: 'visiting_card', label: 'Visiting card' },
] as const;

type PreferencesValues = {
  operate_business?: OperateBusiness;
  devote_time?: DevoteTime;
  have_team?: YesNo;
  own_state_business?: YesNo;
  list_properties?: YesNo;
  genrate_leads: GenrateLead[];
  plateform_present_in: PlateformPresentIn[];
  deal_business_types: DealBusinessType[];
  parent_region_ids: number[];
  profile_pic?: File;
  visiting_card?: File;
};

export type PreferencesFormProps = {
  user: ApiUser;
  onSave: SaveProfile;
};

function initialValuesOf(user: ApiUser): PreferencesValues {
  const info = user.UserInfo;
  const regionIds = user.additionalData.UserRegions.map((r) => r.RegionParent.id);
  const values: PreferencesValues = {
    genrate_leads: knownValues(GENRATE_LEADS, info.genrate_leads),
    plateform_present_in: knownValues(PLATEFORM_PRESENT_IN, info.plateform_present_in),
    deal_business_types: knownValues(DEAL_BUSINESS_TYPES, info.deal_business_types),
    parent_region_ids: [...new Set(regionIds)],
  };
  const operate = knownValue(OPERATE_BUSINESS, info.operate_business);
  if (operate) values.operate_business = operate;
  const devote = knownValue(DEVOTE_TIME, info.devote_time);
  if (devote) values.devote_time = devote;
  const team = yesNo(info.have_team);
  if (team !== undefined) values.have_team = team;
  const own = yesNo(info.own_state_business);
  if (own !== undefined) values.own_state_business = own;
  const list = yesNo(info.list_properties);
  if (list !== undefined) values.list_properties = list;
  return values;
}

/** The required one-answer questions: field name, label, options, and whether it spans the form. */
const RADIO_QUESTIONS = [
  ['operate_business', 'How do you operate your business?', OPERATE_BUSINESS_OPTIONS, true],
  ['devote_time', 'How much time do you devote?', DEVOTE_TIME_OPTIONS, false],
  ['have_team', 'Do you have a team?', YES_NO_OPTIONS, false],
  ['own_state_business', 'Do you own a business in your state?', YES_NO_OPTIONS, false],
  ['list_properties', 'Do you list properties?', YES_NO_OPTIONS, false],
] as const;

/** The questions answered with one or more ticks: field name, label, options and the rule. */
const CHECKBOX_QUESTIONS = [
  ['genrate_leads', 'How do you generate leads?', GENRATE_LEADS_OPTIONS, undefined],
  ['plateform_present_in', 'Which platforms are you present in?', PLATEFORM_PRESENT_IN_OPTIONS, undefined],
  ['deal_business_types', 'Which business do you deal in?', DEAL_BUSINESS_TYPE_OPTIONS, atLeastOne],
] as const;

const oneOf = (values: readonly (string | number)[]) => ({ enum: values });
const someOf = (values: readonly string[]) => ({ type: 'array', items: { enum: values } });
/** The answers kept as a draft (the two pictures are not). */
const DRAFT = draftSpec<PreferencesValues>('profile.preferences', {
  operate_business: oneOf(OPERATE_BUSINESS),
  devote_time: oneOf(DEVOTE_TIME),
  have_team: oneOf([0, 1]),
  own_state_business: oneOf([0, 1]),
  list_properties: oneOf([0, 1]),
  genrate_leads: someOf(GENRATE_LEADS),
  plateform_present_in: someOf(PLATEFORM_PRESENT_IN),
  deal_business_types: someOf(DEAL_BUSINESS_TYPES),
  parent_region_ids: { type: 'array', items: { type: 'integer' } },
});

/** Preferences tab: business profile, regions and the two uploads (spec 2.5, 3, 5). */
export const PreferencesForm = observer(function PreferencesForm({ user, onSave }: PreferencesFormProps) {
  const { reference } = useStores();
  const parentsStatus = reference.status.parents;
  // Start-up loads the parent regions; a load that failed (or never ran) is tried once more on opening.
  useEffect(() => {
    const status = reference.status.parents;
    if (status === 'idle' || status === 'rejected') void reference.loadParents();
  }, [reference]);

  const initialValues = useMemo(() => initialValuesOf(user), [user]);
  const regionOptions = reference.parents.map((r) => ({ value: r.id, label: r.name }));

  const handleSubmit = (values: PreferencesValues) => {
    const { operate_business, devote_time, have_team, own_state_business, list_properties } = values;
    if (
      operate_business === undefined ||
      devote_time === undefined ||
      have_team === undefined ||
      own_state_business === undefined ||
      list_properties === undefined
    ) {
      return Promise.resolve({ operate_business: 'Required' });
    }
    const files = {
      ...(values.profile_pic ? { profile_pic: values.profile_pic } : {}),
      ...(values.visiting_card ? { visiting_card: values.visiting_card } : {}),
    };
    return onSave(
      {
        Usermeta: {
          operate_business,
          devote_time,
          have_team,
          own_state_business,
          list_properties,
          genrate_leads: values.genrate_leads,
          plateform_present_in: values.plateform_present_in,
          deal_business_types: values.deal_business_types,
          parent_region_ids: values.parent_region_ids,
        },
      },
      files,
    );
  };

  return (
    <Form<PreferencesValues> onSubmit={handleSubmit} initialValues={initialValues}>
      {({ handleSubmit: submit, submitting, submitError }) => (
        <EntryForm onSubmit={submit} aria-label="Preferences">
          <FormDraft spec={DRAFT} userId={user.id} />
          <div className="pp-profile-form__grid">
            {RADIO_QUESTIONS.map(([name, label, options, wide]) => {
              const field = (
                <RadioGroupField<string | number>
                  key={name}
                  name={name}
                  label={label}
                  options={options}
                  validate={required}
                />
              );
              return wide ? (
                <div key={name} className="pp-profile-form__wide">
                  {field}
                </div>
              ) : (
                field
              );
            })}
            {CHECKBOX_QUESTIONS.map(([name, label, options, validate]) => (
              <div key={name} className="pp-profile-form__wide">
                <CheckboxGroupField<string> name={name} label={label} options={options} validate={validate} />
              </div>
            ))}
            <div className="pp-profile-form__wide">
              <MultiSelectField
                name="parent_region_ids"
                label="Regions you work in"
                options={regionOptions}
                validate={atLeastOne}
                loading={parentsStatus === 'pending'}
                placeholder="Search regions…"
              />
              {parentsStatus === 'rejected' ? (
                <p className="bp6-text-muted" role="alert">
                  Failed to fetch Parent Regions
                </p>
              ) : null}
            </div>
            {PICTURES.map(({ name, label }) => (
              <FileField
                key={name}
                name={name}
                label={label}
                accept={PICTURE_TYPES}
                thumbnail
                validate={pictureProblem}
                prepare={fitPicture}
                helperText={PICTURE_HELP}
                current={{ url: user.UserInfo[name], name: user.UserInfo[`${name}_name` as const] }}
              />
            ))}
          </div>
          <ProfileFormFooter submitError={submitError} submitting={submitting} />
        </EntryForm>
      )}
    </Form>
  );
});
