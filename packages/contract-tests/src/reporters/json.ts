import type { RunReport } from '../runner.js';

/** The report as JSON text (the `RunReport` shape, stable for tools). */
export function formatJson(report: RunReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
