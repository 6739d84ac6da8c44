import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import './grid.css';

export type PaginatorProps = {
  /** 1-based page. */
  page: number;
  size: number;
  count: number;
  sizes: readonly number[];
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  /** Without the page-size menu (a second pager under the rows). */
  withSize?: boolean;
};

/** Server-side paging controls: page-size menu, range text, previous and next (1-based pages). */
export function Paginator({ page, size, count, sizes, onPage, onSize, withSize = true }: PaginatorProps) {
  const pages = Math.max(1, Math.ceil(count / size));
  const from = count === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(count, page * size);
  return (
    <div className="pp-paginator">
      {withSize && (
        <span className="pp-paginator__size">
          <span className="pp-paginator__size-label">Rows per page</span>
          <HTMLSelect
            aria-label="Rows per page"
            value={size}
            options={sizes.map((s) => ({ value: s, label: String(s) }))}
            onChange={(event) => onSize(Number(event.currentTarget.value))}
          />
        </span>
      )}
      <span className="pp-paginator__range" aria-live="polite">
        {from}–{to} of {count}
      </span>
      <ButtonGroup variant="minimal">
        <Button
          icon={<ChevronLeftIcon />}
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        />
        <span className="pp-paginator__page">
          Page {page} of {pages}
        </span>
        <Button
          icon={<ChevronRightIcon />}
          aria-label="Next page"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        />
      </ButtonGroup>
    </div>
  );
}
