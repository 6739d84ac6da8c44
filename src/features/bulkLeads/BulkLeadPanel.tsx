// One bulk lead file's panel (a tap on a phone, Enter on desktop): every column's value and Open File.
import { type BulkLeadFile, bulkLeadDetails } from './bulkLeadColumns';
import { OpenFileLink } from './OpenFileLink';

export function BulkLeadPanel({ file }: { file: BulkLeadFile }) {
  return (
    <div className="pp-bulk-panel">
      <dl className="pp-bulk-panel__fields">
        {bulkLeadDetails(file).map(({ label, value }) => (
          <div key={label} className="pp-bulk-panel__field">
            <dt>{label}</dt>
            <dd>{value || '-'}</dd>
          </div>
        ))}
      </dl>
      <OpenFileLink file={file} />
    </div>
  );
}
