/** One line of the benchmark table: a figure, what it is compared with, and the target of the ratio. */
export type BenchRow = {
  figure: string;
  value: string;
  baseline: string;
  ratio: string;
  target: string;
};

export const ms = (v: number) => `${v.toFixed(2)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const times = (v: number) => `${v.toFixed(2)}×`;

/** The rows as a Markdown table (what the README's Performance section holds). */
export function formatTable(rows: BenchRow[]): string {
  const head: BenchRow = {
    figure: 'figure',
    value: 'value',
    baseline: 'baseline',
    ratio: 'ratio',
    target: 'target',
  };
  const keys = Object.keys(head) as (keyof BenchRow)[];
  const width = Object.fromEntries(
    keys.map((k) => [k, Math.max(...[head, ...rows].map((r) => r[k].length))]),
  ) as Record<keyof BenchRow, number>;
  const line = (r: BenchRow) => `| ${keys.map((k) => r[k].padEnd(width[k])).join(' | ')} |`;
  const rule = `| ${keys.map((k) => '-'.repeat(width[k])).join(' | ')} |`;
  return [line(head), rule, ...rows.map(line)].join('\n');
}
