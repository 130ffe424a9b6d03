import { availableParallelism } from 'node:os';

/** One printed line of a benchmark. `status` is set when the metric has a budget. */
export interface Metric {
  bench: string;
  metric: string;
  value: string;
  detail?: string;
  status?: 'PASS' | 'OVER' | 'ERROR';
}

export interface BenchContext {
  /** Repository root. */
  root: string;
  /** Progress on stderr, so stdout stays the report. */
  log(message: string): void;
}

/** What a `bench/*.bench.ts` file exports as default. */
export type Bench = (ctx: BenchContext) => Promise<Metric[]>;

/** Every line names the machine it was measured on: numbers from different machines are not comparable. */
export const machine = { node: process.version, cores: availableParallelism() };

// autocannon reports whole milliseconds: show decimals only where a value has them.
export const ms = (n: number) => `${n < 10 && !Number.isInteger(n) ? n.toFixed(2) : Math.round(n)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The p-th percentile (nearest rank) of `values`. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A plain-text table: readable in a terminal and in a CI log, no colours. */
export function formatTable(metrics: Metric[]): string {
  const head = ['bench', 'metric', 'value', 'status', 'node', 'cores', 'detail'];
  const rows = metrics.map((m) => [
    m.bench,
    m.metric,
    m.value,
    m.status ?? '',
    machine.node,
    String(machine.cores),
    m.detail ?? '',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
