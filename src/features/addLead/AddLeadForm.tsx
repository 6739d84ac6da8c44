import { Button, Callout, FormGroup, InputGroup, Tag } from '@blueprintjs/core';
import { AddIcon, CloudUploadIcon, ErrorIcon, FloppyDiskIcon, SwapHorizontalIcon } from '@blueprintjs/icons';
import { FORM_ERROR, type FormApi } from 'final-form';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useStores } from '../../app/StoresContext';
import { BED_CONFIGURATIONS, BUDGET_BANDS, NATIONALITIES, possessionChoices } from '../../domain/leadOptions';
import { type LeadEntry, SENT_BEFORE_EDIT } from '../../domain/leadOutbox';
import {
  type AddLeadValues,
  buildLeadPayload,
  emptyLeadValues,
  hasActivity,
  hasClientNeeds,
  type LeadTier,
  leadValuesOf,
  type ProjectPick,
  partnerSourceId,
  TIER_PERCENTAGE,
  validateLeadForm,
} from '../../domain/leadPayload';
import { phoneDigits } from '../../domain/phoneNumber';
import { ACTIVITY_IN_PAST, ACTIVITY_TOO_FAR } from '../../domain/validators';
import { CountryCodeField } from '../../shared/form/CountryCodeField';
import { EntryForm } from '../../shared/form/EntryForm';
import { FormDraft } from '../../shared/form/FormDraft';
import { RadioGroupField } from '../../shared/form/RadioGroupField';
import { RemoteSearchField } from '../../shared/form/RemoteSearchField';
import { SelectField } from '../../shared/form/SelectField';
import { TextAreaField } from '../../shared/form/TextAreaField';
import { TextField } from '../../shared/form/TextField';
import { useLocalStore } from '../../shared/state/useLocalStore';
import { useOnline } from '../../shared/ui/useOnline';
import { useLeadAdded } from '../outbox/useLeadAdded';
import { DuplicateGuard } from './DuplicateGuard';
import { DuplicateGuardStore } from './DuplicateGuardStore';
import { sameProjectMessage } from './duplicateLeads';
import { LeadReceiptCard } from './LeadReceiptCard';
import { leadDraft } from './leadDraft';

// The activity time's date input loads when a tier with an activity is chosen, not with the dialog
// (which start-up preloads): Blueprint's date input module computes every time zone's offset as it loads.
const DateField = lazy(() => import('../../shared/form/DateField').then((m) => ({ default: m.DateField })));

export type AddLeadFormProps = {
  tier: LeadTier;
  /** A preselected project: shown, not changeable. */
  project: ProjectPick | null;
  onChangeTier: () => void;
  onClose: () => void;
  /** A lead of the outbox being corrected: the form starts from it and saving puts it back, waiting. */
  editing?: LeadEntry | null;
  onEdited?: () => void;
};

/** Offline, the project search answers from the device's copy of the catalogue: said under the field. */
export const offlineProjectsHint = (count: number) =>
  count > 0
    ? `Offline: searching the ${count} projects saved on this device`
    : 'Offline: no projects saved on this device yet (open Add Lead once online)';

const toOptions = (list: readonly { id: number; name: string }[]) =>
  list.map((i) => ({ value: i.id, label: i.name }));
/** The client's needs (Basic and Plus): possession (the years still ahead), budget and bed configuration. */
const needsFields = (today: Date) =>
  [
    {
      name: 'possession',
      label: 'Possession',
      options: toOptions(possessionChoices(today)),
      placeholder: 'Select year',
    },
    { name: 'budget', label: 'Budget', options: toOptions(BUDGET_BANDS), placeholder: 'Select budget' },
    {
      name: 'bhk',
      label: 'Bed Configuration',
      options: toOptions(BED_CONFIGURATIONS),
      placeholder: 'Select configuration',
    },
  ] as const;

/**
 * The add-lead form of one tier (spec 01 §2.7): the simple form for Lite; possession, budget and bed
 * configuration for Basic and Plus; the activity time and comments for Plus. Submitting: the button
 * spins; success: the receipt and a fresh form; failure: the server's message.
 */
export const AddLeadForm = observer(function AddLeadForm({
  tier,
  project,
  onChangeTier,
  onClose,
  editing = null,
  onEdited,
}: AddLeadFormProps) {
  const root = useStores();
  const { session, reference, addLead, outbox } = root;
  const online = useOnline();
  const onAdded = useLeadAdded();
  const { catalogue } = addLead;
  const userId = session.user?.id ?? null;
  const search = useMemo(() => catalogue.searchFor(online), [catalogue, online]);
  // The catalogue: the device's copy at once, the server's once per session (again when back online).
  // biome-ignore lint/correctness/useExhaustiveDependencies: coming back online is a trigger
  useEffect(() => {
    if (userId !== null) void catalogue.load(userId);
  }, [catalogue, userId, online]);
  const guard = useLocalStore(root, (env) => DuplicateGuardStore.create({}, env));
  const initialValues = useMemo(
    () => (editing ? leadValuesOf(editing.payload, editing.projectName) : emptyLeadValues(project)),
    [project, editing],
  );
  const draft = useMemo(() => leadDraft(tier, project), [tier, project]);
  const bodyRef = useRef<HTMLDivElement>(null);
  const validate = useCallback((values: AddLeadValues) => validateLeadForm(tier, values, new Date()), [tier]);
  // The activity is planned: from today to a year ahead.
  const [activityRange] = useState(() => {
    const today = new Date();
    today.setHours(0, 0, 0, 0);
    const yearAhead = new Date(today);
    yearAhead.setFullYear(today.getFullYear() + 1);
    return { min: today, max: yearAhead };
  });
  const [needs] = useState(() => needsFields(new Date()));

  // Said while the lead saved on the device waits; once sent (or refused) the outbox says so. Read
  // here, not in the form's render function, so that this observer follows the outbox.
  const savedWaiting =
    addLead.phase === 'queued' &&
    userId !== null &&
    outbox.waitingOf(userId).some((e) => e.key === addLead.queuedKey);

  const handleSubmit = async (values: AddLeadValues, form: FormApi<AddLeadValues>) => {
    const picked = values.project;
    const user = session.user;
    if (!picked || !user) return { [FORM_ERROR]: 'Sign in again to add leads' };
    const same = guard.leads.find((d) => d.projectId === picked.id);
    if (same) return { number: sameProjectMessage(same) };
    const payload = buildLeadPayload(tier, values, {
      userId: user.id,
      role: user.role,
      sourceId: partnerSourceId(reference.sources),
    });
    if (editing) {
      if (!(await outbox.edit(editing.key, { tier, projectName: picked.name, payload })))
        return { [FORM_ERROR]: SENT_BEFORE_EDIT };
      onEdited?.();
      return undefined;
    }
    const phase = await addLead.submit({
      userId: user.id,
      tier,
      projectName: picked.name,
      payload,
      online,
      outbox,
    });
    if (phase === 'added' || phase === 'queued') {
      if (phase === 'added') onAdded();
      // The receipt (or the saved note) is at the top of the form: bring it into view.
      if (bodyRef.current) bodyRef.current.scrollTop = 0;
      // A fresh form once final-form has finished this submission.
      window.setTimeout(() => form.restart(initialValues), 0);
      return undefined;
    }
    if (phase === 'error') return { [FORM_ERROR]: addLead.errorMessage };
    return undefined;
  };

  return (
    <Form<AddLeadValues> onSubmit={handleSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit: submit, submitting, submitError }) => (
        <EntryForm className="pp-add-lead__form" onSubmit={submit} aria-label={`Add ${tier} Lead`}>
          {/* Typing the next lead clears the receipt (or the saved note) of the previous one. */}
          <FormSpy<AddLeadValues>
            subscription={{ dirty: true }}
            onChange={({ dirty }) => {
              if (dirty) addLead.dismissReceipt();
            }}
          />
          <div className="pp-add-lead__body" ref={bodyRef}>
            <div className="pp-add-lead__tier">
              <Tag intent="primary" size="large" round>
                {tier} · {TIER_PERCENTAGE[tier]}%
              </Tag>
              <span className="pp-add-lead__tier-note">of the brokerage is yours</span>
              <Button
                variant="minimal"
                size="small"
                icon={<SwapHorizontalIcon />}
                text="Change tier"
                onClick={onChangeTier}
              />
            </div>
            <FormDraft spec={draft} userId={userId} disabled={editing !== null} />
            {addLead.phase === 'added' && addLead.receipt ? (
              <LeadReceiptCard receipt={addLead.receipt} onDismiss={() => addLead.dismissReceipt()} />
            ) : null}
            {savedWaiting ? (
              <Callout
                intent="primary"
                icon={<CloudUploadIcon />}
                className="pp-add-lead__queued"
                role="status"
              >
                Saved on this device. It will be sent when the connection returns.
              </Callout>
            ) : null}
            <div className="pp-add-lead__grid">
              <TextField name="name" label="Client Name" autoComplete="off" />
              <RemoteSearchField
                name="project"
                label="Project"
                search={search}
                placeholder="Type 2 letters of the project"
                disabled={project !== null}
                hint={online || project !== null ? undefined : offlineProjectsHint(catalogue.projects.length)}
              />
              <div className="pp-add-lead__phone">
                <CountryCodeField name="country_code" label="Code" />
                <TextField
                  name="number"
                  label="Client Number"
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  maxLength={18}
                />
              </div>
              <TextField
                name="email"
                label="Client Email (optional)"
                type="email"
                inputMode="email"
                autoComplete="off"
              />
              <FormSpy<AddLeadValues> subscription={{ values: true }}>
                {({ values }) => (
                  <div className="pp-add-lead__wide">
                    <DuplicateGuard
                      guard={guard}
                      number={phoneDigits(values.number ?? '', values.country_code)}
                      projectId={values.project?.id ?? null}
                    />
                  </div>
                )}
              </FormSpy>
              <RadioGroupField<1 | 2> name="nationality" label="Nationality" options={NATIONALITIES} />
              <TextField name="referred_by" label="Reference (optional)" autoComplete="off" maxLength={200} />
              {hasClientNeeds(tier)
                ? needs.map((field) => (
                    <SelectField<number>
                      key={field.name}
                      name={field.name}
                      label={field.label}
                      options={field.options}
                      filterable={false}
                      placeholder={field.placeholder}
                    />
                  ))
                : null}
              {hasActivity(tier) ? (
                <>
                  <Suspense
                    fallback={
                      <FormGroup label="Activity Time">
                        <InputGroup placeholder="YYYY/MM/DD hh:mm a" size="large" disabled />
                      </FormGroup>
                    }
                  >
                    <DateField
                      withTime
                      name="action_date"
                      label="Activity Time"
                      minDate={activityRange.min}
                      maxDate={activityRange.max}
                      outOfRange={(date) => (date < activityRange.min ? ACTIVITY_IN_PAST : ACTIVITY_TOO_FAR)}
                    />
                  </Suspense>
                  <div className="pp-add-lead__wide">
                    <TextAreaField
                      name="activity_comments"
                      label="Activity Comments"
                      rows={2}
                      maxLength={2000}
                    />
                  </div>
                </>
              ) : null}
              <div className="pp-add-lead__wide">
                <TextAreaField name="admin_message" label="Comments" rows={3} maxLength={2000} />
              </div>
            </div>
            {typeof submitError === 'string' && submitError !== '' ? (
              <Callout intent="danger" icon={<ErrorIcon />} role="alert" className="pp-add-lead__error">
                {submitError}
              </Callout>
            ) : null}
          </div>
          <div className="pp-add-lead__footer">
            <Button text="Close" size="large" onClick={onClose} />
            <Button
              type="submit"
              intent="primary"
              icon={editing ? <FloppyDiskIcon /> : <AddIcon />}
              text={editing ? 'Save to outbox' : 'Add Lead'}
              size="large"
              loading={submitting}
            />
          </div>
        </EntryForm>
      )}
    </Form>
  );
});
