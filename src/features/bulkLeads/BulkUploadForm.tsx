import { Button } from '@blueprintjs/core';
import { UploadIcon } from '@blueprintjs/icons';
import { FORM_ERROR } from 'final-form';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Form, useField } from 'react-final-form';
import { useStores } from '../../app/StoresContext';
import { REQUIRED, required, selectedItem } from '../../domain/validators';
import { FileField } from '../../shared/form/FileField';
import { type PickedItem, RemoteSearchField } from '../../shared/form/RemoteSearchField';
import { SelectField } from '../../shared/form/SelectField';
import { useProjectSearch } from '../../shared/search/useProjectSearch';
import { useLocalStore } from '../../shared/state/useLocalStore';
import { notify } from '../../shared/ui/notify';
import { BulkColumnsHelp } from './BulkColumnsHelp';
import { BulkPreviewPanel } from './BulkPreviewPanel';
import {
  BULK_ALERT_MS,
  BULK_FAILED,
  BULK_UPLOADED,
  type BulkRowsChoice,
  BulkUploadStore,
  type BulkUploadStoreInstance,
  refusalReason,
} from './BulkUploadStore';
import { BULK_LEADS_SCREEN } from './bulkLeadsSpec';
import './bulkUpload.css';

type BulkValues = {
  project: PickedItem | null;
  parent_region_id: number | undefined;
  bulk_file: File | undefined;
  /** Only the rows the preview found valid (when it found others), or the whole file. */
  rows: BulkRowsChoice;
};

type BulkErrors = Partial<Record<keyof BulkValues, string>>;

export type BulkUploadFormProps = {
  /** A project to start with (still changeable: the project is optional). */
  project?: PickedItem | null;
  /** Called after a successful upload: the form's container closes (spec 01 §2.8). */
  onDone: () => void;
  onCancel?: () => void;
};

/** The id of the project picked for the whole upload; null when none is (each row's own project counts). */
function chosenProjectId(project: PickedItem | null | undefined): number | null {
  return project && selectedItem(project) === undefined ? project.id : null;
}

/** Project optional; a picked project must have an id. Region and file required (spec 01 §5). */
export function validateBulkUpload(values: BulkValues): BulkErrors {
  const errors: BulkErrors = {};
  if (values.project && selectedItem(values.project)) errors.project = REQUIRED;
  const region = required(values.parent_region_id);
  if (region) errors.parent_region_id = region;
  if (!(values.bulk_file instanceof File)) errors.bulk_file = REQUIRED;
  return errors;
}

/**
 * Previews the file as soon as it is chosen (and drops the preview when the form goes away); the rows
 * already the partner's leads follow the chosen project.
 */
const FilePreview = observer(function FilePreview({ store }: { store: BulkUploadStoreInstance }) {
  const { input } = useField<File | undefined>('bulk_file', { subscription: { value: true } });
  const { input: projectInput } = useField<PickedItem | null>('project', { subscription: { value: true } });
  const file = input.value instanceof File ? input.value : undefined;
  const projectId = chosenProjectId(projectInput.value);
  useEffect(() => {
    void store.choose(file);
  }, [store, file]);
  useEffect(() => () => store.dropPreview(), [store]);
  return <BulkPreviewPanel state={store.preview} projectId={projectId} />;
});

/**
 * The bulk-lead upload form (spec 01 §2.8): project (optional), region (the parent regions) and the
 * file. Success: 'Bulklead created. Your file is uploaded' (3 s) and the form closes; failure:
 * 'Oops, something went wrong!'.
 */
export const BulkUploadForm = observer(function BulkUploadForm({
  project = null,
  onDone,
  onCancel,
}: BulkUploadFormProps) {
  const root = useStores();
  const { reference } = root;
  const store = useLocalStore(root, (env) => BulkUploadStore.create({}, env));
  const search = useProjectSearch(root);
  const initialValues = useMemo<BulkValues>(
    () => ({ project, parent_region_id: undefined, bulk_file: undefined, rows: 'valid' }),
    [project],
  );

  useEffect(() => {
    if (reference.status.parents === 'idle') void reference.loadParents();
  }, [reference]);

  const regions = reference.parents.map((p) => ({ value: p.id, label: p.name }));

  const handleSubmit = async (values: BulkValues) => {
    if (values.parent_region_id === undefined || !(values.bulk_file instanceof File)) return undefined;
    try {
      await store.upload({
        projectId: values.project?.id ?? null,
        parentRegionId: values.parent_region_id,
        file: values.bulk_file,
        rows: values.rows,
      });
    } catch (error) {
      notify(BULK_FAILED, 'failure', BULK_ALERT_MS);
      return { [FORM_ERROR]: refusalReason(error) ?? BULK_FAILED };
    }
    notify(BULK_UPLOADED, 'success', BULK_ALERT_MS);
    root.screens.refresh(BULK_LEADS_SCREEN.name);
    onDone();
    return undefined;
  };

  return (
    <Form<BulkValues> onSubmit={handleSubmit} validate={validateBulkUpload} initialValues={initialValues}>
      {({ handleSubmit: submit, submitting, submitError }) => (
        <form className="pp-bulk-upload" onSubmit={submit} noValidate aria-label="Bulklead Upload">
          <RemoteSearchField name="project" label="Project (optional)" search={search} />
          <SelectField<number>
            name="parent_region_id"
            label="Region"
            options={regions}
            placeholder={reference.isLoading('parents') ? 'Loading regions…' : 'Select region'}
          />
          <FileField
            name="bulk_file"
            label="File"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            helperText="A CSV or XLSX sheet of your clients, checked here before you upload it"
          />
          <BulkColumnsHelp />
          <FilePreview store={store} />
          {typeof submitError === 'string' && submitError !== '' ? (
            <p className="pp-bulk-upload__error" role="alert">
              {submitError}
            </p>
          ) : null}
          <div className="pp-bulk-upload__actions">
            {onCancel ? <Button text="Cancel" size="large" onClick={onCancel} /> : null}
            <Button
              type="submit"
              intent="primary"
              icon={<UploadIcon />}
              text="Upload"
              size="large"
              loading={submitting}
            />
          </div>
        </form>
      )}
    </Form>
  );
});
