import type { GridApi, IRowNode } from 'ag-grid-community';
import { type ReactNode, useLayoutEffect, useRef } from 'react';

type ExpandedRowProps = { node: IRowNode; api: GridApi; children: ReactNode };

/** The full-width row under an expanded row: as tall as what it shows (measured, then on every resize). */
export function ExpandedRow({ node, api, children }: ExpandedRowProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fitHeight = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height > 0 && height !== node.rowHeight) {
        node.setRowHeight(height);
        api.onRowHeightChanged();
      }
    };
    fitHeight();
    const observer = new ResizeObserver(fitHeight);
    observer.observe(element);
    return () => observer.disconnect();
  }, [node, api]);
  return (
    <div ref={ref} className="pp-grid__expanded">
      {children}
    </div>
  );
}
