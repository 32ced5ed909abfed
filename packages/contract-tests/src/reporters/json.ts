import { redactCredentials } from '@energy-contracts/schema-tools/redact';
import type { RunReport } from '../runner.js';

/** The report as JSON text (the `RunReport` shape, stable for tools), credentials redacted. */
export function formatJson(report: RunReport): string {
  return `${redactCredentials(JSON.stringify(report, null, 2))}\n`;
}
