// The published columns of a bulk-lead file and the template to start from.
import { Button, HTMLTable } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { BULK_COLUMNS, BULK_TEMPLATE_NAME, bulkTemplateCsv } from '../../domain/bulkRows';
import { saveBlob } from '../../shared/ui/saveBlob';

function downloadTemplate() {
  saveBlob(new Blob([bulkTemplateCsv()], { type: 'text/csv;charset=utf-8' }), BULK_TEMPLATE_NAME);
}

export function BulkColumnsHelp() {
  return (
    <details className="pp-bulk-columns">
      <summary>Expected columns</summary>
      <p className="pp-bulk-columns__intro">
        The first row names the columns; each further row is one client. A CSV or XLSX file of up to 15 MB.
      </p>
      <HTMLTable compact aria-label="Expected columns">
        <thead>
          <tr>
            <th>Column</th>
            <th>Holds</th>
          </tr>
        </thead>
        <tbody>
          {BULK_COLUMNS.map((column) => (
            <tr key={column.key}>
              <td>
                {column.title}
                {column.required ? ' (required)' : ''}
              </td>
              <td>{column.rule}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Button size="small" icon={<DownloadIcon />} text="Download template" onClick={downloadTemplate} />
    </details>
  );
}
