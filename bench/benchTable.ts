/** One line of the benchmark table: a figure, what it is compared with, the target, and whether it is met. */
export type BenchRow = {
  figure: string;
  value: string;
  baseline: string;
  /** The value against the baseline: a ratio, or a difference. */
  ratio: string;
  target: string;
  /** Whether the target is met; absent for a figure without a target. */
  pass?: boolean | undefined;
};

export const ms = (v: number) => `${v.toFixed(2)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const times = (v: number) => `${v.toFixed(2)}×`;

const HEAD = ['figure', 'value', 'baseline', 'ratio / difference', 'target', 'result'];

/** The rows as a Markdown table (what docs/performance.md holds). */
export function formatTable(rows: BenchRow[]): string {
  const cells = (r: BenchRow) => [
    r.figure,
    r.value,
    r.baseline,
    r.ratio,
    r.target,
    r.pass === undefined ? '—' : r.pass ? 'pass' : 'FAIL',
  ];
  const all = [HEAD, ...rows.map(cells)];
  const width = HEAD.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(width[i] ?? 0)).join(' | ')} |`;
  const rule = `| ${width.map((w) => '-'.repeat(w)).join(' | ')} |`;
  return [line(HEAD), rule, ...all.slice(1).map(line)].join('\n');
}
