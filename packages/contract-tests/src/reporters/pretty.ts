import { redactCredentials } from '@energy-contracts/schema-tools/redact';
import { terminalText } from '@energy-contracts/schema-tools/terminal-text';
import type { CheckResult } from '../checks/check.js';
import type { RunReport } from '../runner.js';

const MARK = { passed: '✓', failed: '✗', skipped: '-', error: '!' } as const;

/**
 * One line (and, for a failure, its violations and the rules they break) for a finished check.
 * What the server chose in it (codes, links, messages) is shown, never obeyed by the terminal.
 */
export function formatCheck(result: CheckResult): string {
  const head = `${MARK[result.status]} ${result.id}  ${result.title}  (${result.requests} requests, ${result.ms} ms)`;
  const lines = [head];
  if (result.reason !== undefined)
    lines.push(`    ${result.status === 'skipped' ? 'skipped' : 'stopped'}: ${result.reason}`);
  for (const v of result.violations) lines.push(`    [${v.rule}] ${v.message}`);
  if (result.violations.length > 0) {
    for (const rule of new Set(result.violations.map((v) => v.rule))) {
      const text = result.rules.find((r) => r.id === rule)?.text;
      if (text !== undefined) lines.push(`    rule ${rule}: ${text}`);
    }
  }
  return redactCredentials(lines.map(terminalText).join('\n'));
}

/** The one-line summary a pretty run ends with. */
export function formatSummary(report: RunReport): string {
  if (report.fatal !== undefined) return redactCredentials(terminalText(`could not run: ${report.fatal}`));
  const s = report.summary;
  // Running out of time, requests or rate-limit budget says nothing against the server.
  const verdict = report.conformant ? 'conformant' : s.failed > 0 ? 'NOT conformant' : 'could not finish';
  return redactCredentials(
    terminalText(
      `${verdict}: ${s.passed} passed, ${s.failed} failed, ${s.errors} could not finish, ${s.skipped} skipped; ${s.requests} requests in ${(s.ms / 1000).toFixed(1)} s against ${report.baseUrl}${report.strict ? ' (strict)' : ''}`,
    ),
  );
}
