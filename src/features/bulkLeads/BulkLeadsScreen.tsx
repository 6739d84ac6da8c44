// The bulk lead uploads (/bulkleads/:id?, spec 02 §2 "Bulk lead uploads") on the list kit: the files
// with Open File where a file exists (it downloads under its original name), and 'Upload Bulk Leads'
// opening the 'Bulklead Upload' dialog.
import { Button, NonIdealState } from '@blueprintjs/core';
import { SearchIcon, UploadIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useStores } from '../../app/StoresContext';
import type { GridColumn } from '../../shared/grid/gridColumn';
import { ListScreen } from '../../shared/list/ListScreen';
import { useSeenRows } from '../../shared/list/useSeenRows';
import { BulkLeadPanel } from './BulkLeadPanel';
import { BulkUploadDialog } from './BulkUploadDialog';
import type { BulkLeadFile } from './bulkLeadColumns';
import { BULK_LEADS_SCREEN } from './bulkLeadsSpec';
import { OpenFileLink } from './OpenFileLink';
import './bulkUpload.css';
import { prefetchList } from '../../shared/list/useRouteFilters';

/** The row action: Open File where the upload has a stored file. */
const OPEN_FILE_COLUMN: GridColumn<BulkLeadFile> = {
  colId: 'Open File',
  headerName: '',
  width: 150,
  cellRenderer: (params: { data?: BulkLeadFile }) =>
    params.data ? <OpenFileLink file={params.data} /> : null,
};

/** Start-up's fetch of the list the address shows by default, before the screen draws. */
export const prefetch = prefetchList(BULK_LEADS_SCREEN);

export const BulkLeadsScreen = observer(function BulkLeadsScreen() {
  const root = useStores();
  const store = root.screens.get(BULK_LEADS_SCREEN);
  const [uploading, setUploading] = useState(false);
  const leading = useMemo(() => [OPEN_FILE_COLUMN], []);

  const seen = useSeenRows(store.rows, store.spec.rowId);
  const detail = (id: number) => {
    const file = seen.get(id);
    return {
      title: `Upload #${id}`,
      content: file ? (
        <BulkLeadPanel key={id} file={file} />
      ) : (
        <NonIdealState icon={<SearchIcon />} title="This upload is not in the list any more." />
      ),
    };
  };

  const uploadButton = (
    <Button
      intent="primary"
      icon={<UploadIcon />}
      text="Upload Bulk Leads"
      onClick={() => setUploading(true)}
    />
  );

  return (
    <>
      <ListScreen store={store} actions={uploadButton} leadingColumns={leading} detail={detail} />
      <BulkUploadDialog isOpen={uploading} onClose={() => setUploading(false)} />
    </>
  );
});
