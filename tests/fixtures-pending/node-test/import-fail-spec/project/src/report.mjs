import { formatRow } from './report-format.mjs';

export function report(rows) {
  return rows.map(formatRow).join('\n');
}
