// The benchmark's table: one row per target, printed and kept in bench/results/latest.json.
export interface Row {
  area: string;
  metric: string;
  target: string;
  measured: string;
  pass: boolean | null;
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

export function formatTable(rows: Row[]): string {
  const header = ['Area', 'Metric', 'Target', 'Measured', 'Result'];
  const cells = rows.map((row) => [
    row.area,
    row.metric,
    row.target,
    row.measured,
    row.pass === null ? 'n/a' : row.pass ? 'pass' : 'FAIL',
  ]);
  const escape = (text: string) => text.replace(/\|/g, '\\|');
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...cells.map((line) => `| ${line.map(escape).join(' | ')} |`),
  ].join('\n');
}
