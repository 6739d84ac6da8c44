// The preview of the chosen file: counts per verdict (each a filter of the table), then the rows with
// their verdicts, 20 at a time; the missing and unused columns; and why there is no preview when there
// is none (not a sheet, unreadable).
import { Button, ButtonGroup, Callout, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon, ErrorIcon, WarningSignIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import {
  BULK_COLUMNS,
  type BulkCounts,
  type BulkRow,
  type BulkVerdictKind,
  countVerdicts,
  verdictText,
} from '../../domain/bulkRows';
import { formatNumber } from '../../domain/number';
import { RadioGroupField } from '../../shared/form/RadioGroupField';
import type { BulkRowsChoice, PreviewState } from './BulkUploadStore';
import { type BulkPreview, NOT_A_SHEET, previewRows } from './bulkPreview';

const PAGE = 20;

type Shown = 'all' | BulkVerdictKind;

const KIND_LABEL: Record<BulkVerdictKind, string> = {
  valid: 'Valid',
  invalid: 'Invalid',
  'duplicate-in-file': 'Duplicate in file',
  'duplicate-lead': 'Already your lead',
};

const KIND_INTENT = {
  valid: 'success',
  invalid: 'danger',
  'duplicate-in-file': 'warning',
  'duplicate-lead': 'warning',
} as const;

const rowCount = (n: number) => `${formatNumber(n)} ${n === 1 ? 'row' : 'rows'}`;

/** '12 rows: 8 valid, 2 invalid, 1 duplicate in the file, 1 already your lead'. */
export function countsText(counts: BulkCounts): string {
  return `${rowCount(counts.total)}: ${formatNumber(counts.valid)} valid, ${formatNumber(counts.invalid)} invalid, ${formatNumber(
    counts['duplicate-in-file'],
  )} duplicate in the file, ${formatNumber(counts['duplicate-lead'])} already your lead`;
}

/**
 * The warning when some rows cannot become leads, with the choice of what to upload: only the valid
 * rows (the default: a CSV written from them) or the whole file.
 */
function RowsChoice({ counts }: { counts: BulkCounts }) {
  const left = counts.total - counts.valid;
  if (left === 0) return null;
  const options: { value: BulkRowsChoice; label: string }[] = [
    {
      value: 'valid',
      label: `Upload only the ${formatNumber(counts.valid)} valid ${counts.valid === 1 ? 'row' : 'rows'}`,
    },
    { value: 'all', label: 'Upload the whole file' },
  ];
  return (
    <Callout
      intent="warning"
      icon={<WarningSignIcon />}
      compact
      className="pp-bulk-preview__choice"
      data-testid="bulk-rows-warning"
    >
      <p>
        {formatNumber(left)} of {rowCount(counts.total)} will not become leads: they are invalid, repeat a
        number of the file or are already your leads.
      </p>
      {counts.valid > 0 ? (
        <RadioGroupField<BulkRowsChoice> name="rows" label="What to upload" options={options} />
      ) : null}
    </Callout>
  );
}

function ReadyPreview({ preview, projectId }: { preview: BulkPreview; projectId: number | null }) {
  const { check } = preview;
  const [shown, setShown] = useState<Shown>('all');
  const [page, setPage] = useState(1);
  const marked = useMemo(() => previewRows(preview, projectId), [preview, projectId]);
  const counts = countVerdicts(marked);
  const rows: BulkRow[] = shown === 'all' ? marked : marked.filter((r) => r.verdict.kind === shown);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const visible = rows.slice((page - 1) * PAGE, page * PAGE);
  const show = (next: Shown) => {
    setShown(next);
    setPage(1);
  };
  const choices: Shown[] = ['all', 'valid', 'invalid', 'duplicate-in-file', 'duplicate-lead'];

  return (
    <section className="pp-bulk-preview" aria-label="Preview">
      {check.missing.length > 0 ? (
        <Callout intent="danger" icon={<ErrorIcon />} compact>
          The file has no {check.missing.map((c) => c.title).join(' or ')} column. Its first row must name the
          columns: {BULK_COLUMNS.map((c) => c.title).join(', ')}.
        </Callout>
      ) : null}
      {check.unused.length > 0 ? (
        <p className="pp-bulk-preview__note">Columns left out: {check.unused.join(', ')}</p>
      ) : null}
      {preview.leadsChecked ? null : (
        <p className="pp-bulk-preview__note">Your leads could not be checked just now.</p>
      )}
      <p className="pp-bulk-preview__counts" data-testid="bulk-preview-counts">
        {countsText(counts)}
      </p>
      {/* The warning and the choice come before the rows, where the partner looks first. */}
      <RowsChoice counts={counts} />
      <ButtonGroup className="pp-bulk-preview__filters" variant="outlined" size="small">
        {choices.map((choice) => (
          <Button
            key={choice}
            active={shown === choice}
            aria-pressed={shown === choice}
            text={`${choice === 'all' ? 'All' : KIND_LABEL[choice]} ${formatNumber(
              choice === 'all' ? counts.total : counts[choice],
            )}`}
            onClick={() => show(choice)}
          />
        ))}
      </ButtonGroup>
      {visible.length === 0 ? (
        <p className="pp-bulk-preview__note">No rows.</p>
      ) : (
        <div className="pp-bulk-preview__table">
          <HTMLTable compact striped aria-label="Rows of the file">
            <thead>
              <tr>
                <th>Line</th>
                <th>Name</th>
                <th>Number</th>
                <th>Verdict</th>
              </tr>
            </thead>
            <tbody>
              {visible.map((row) => (
                <tr key={row.line}>
                  <td>{row.line}</td>
                  <td>{row.values.name}</td>
                  <td>{row.values.number}</td>
                  <td>
                    <Tag minimal intent={KIND_INTENT[row.verdict.kind]} className="pp-bulk-preview__verdict">
                      {verdictText(row.verdict)}
                    </Tag>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {pages > 1 ? (
        <div className="pp-bulk-preview__pager">
          <Button
            size="small"
            icon={<ChevronLeftIcon />}
            aria-label="Previous rows"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          />
          <span>
            {formatNumber((page - 1) * PAGE + 1)}–{formatNumber(Math.min(rows.length, page * PAGE))} of{' '}
            {formatNumber(rows.length)}
          </span>
          <Button
            size="small"
            icon={<ChevronRightIcon />}
            aria-label="Next rows"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          />
        </div>
      ) : null}
    </section>
  );
}

export type BulkPreviewPanelProps = {
  state: PreviewState;
  /** The project chosen for the whole upload; null: each row's own Project column. */
  projectId: number | null;
};

export const BulkPreviewPanel = observer(function BulkPreviewPanel({
  state,
  projectId,
}: BulkPreviewPanelProps) {
  switch (state.status) {
    case 'none':
      return null;
    case 'reading':
      return (
        <div className="pp-bulk-preview pp-bulk-preview--reading" role="status">
          <Spinner size={16} />
          <span>Checking {state.fileName}…</span>
        </div>
      );
    case 'not-a-sheet':
    case 'failed':
      return (
        <Callout
          intent="warning"
          icon={<WarningSignIcon />}
          compact
          className="pp-bulk-preview"
          role="status"
        >
          {state.status === 'failed' ? state.message : NOT_A_SHEET}
        </Callout>
      );
    case 'ready':
      // A new file starts on all its rows, page 1.
      return (
        <ReadyPreview
          key={`${state.preview.fileName}:${state.preview.ms}`}
          preview={state.preview}
          projectId={projectId}
        />
      );
  }
});
