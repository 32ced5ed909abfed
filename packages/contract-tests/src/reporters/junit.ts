import { redactCredentials } from '@energy-contracts/schema-tools/redact';
import type { RunReport } from '../runner.js';

/** Escapes text for XML content and attributes, dropping characters XML 1.0 cannot hold. */
export function xmlEscape(text: string): string {
  return (
    redactCredentials(text)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 allows only these characters; the rest are replaced
      .replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/**
 * The report as JUnit XML (one testsuite, one testcase per check; `failure` for a failed check,
 * `error` for one that could not finish, `skipped` with its reason), as Jenkins, GitLab and
 * GitHub test reporters read it. Every text in it is redacted (credentials become `***`).
 */
export function formatJunit(report: RunReport): string {
  const s = report.summary;
  const cases = report.results.map((r) => {
    const classname = xmlEscape(`energy-contract-test.${r.id.split('.')[0]!}`);
    const open = `    <testcase classname="${classname}" name="${xmlEscape(`${r.id}: ${r.title}`)}" time="${(r.ms / 1000).toFixed(3)}"`;
    const body = r.violations.map((v) => `[${v.rule}] ${v.message}`).join('\n');
    if (r.status === 'failed') {
      const first = r.violations[0];
      return `${open}>\n      <failure message="${xmlEscape(first ? `[${first.rule}] ${first.message}` : (r.reason ?? 'failed'))}" type="${xmlEscape(first?.rule ?? 'failure')}">${xmlEscape(body)}</failure>\n    </testcase>`;
    }
    if (r.status === 'error')
      return `${open}>\n      <error message="${xmlEscape(r.reason ?? 'could not finish')}" type="error"/>\n    </testcase>`;
    if (r.status === 'skipped')
      return `${open}>\n      <skipped message="${xmlEscape(r.reason ?? 'skipped')}"/>\n    </testcase>`;
    return `${open}/>`;
  });
  const fatal =
    report.fatal === undefined
      ? ''
      : `\n    <testcase classname="energy-contract-test" name="reach the server" time="0">\n      <error message="${xmlEscape(report.fatal)}" type="unreachable"/>\n    </testcase>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="energy-contract-test" tests="${report.results.length + (fatal ? 1 : 0)}" failures="${s.failed}" errors="${s.errors + (fatal ? 1 : 0)}" skipped="${s.skipped}" time="${(s.ms / 1000).toFixed(3)}">`,
    `  <testsuite name="${xmlEscape(`contract tests against ${report.baseUrl}${report.strict ? ' (strict)' : ''}`)}" tests="${report.results.length + (fatal ? 1 : 0)}" failures="${s.failed}" errors="${s.errors + (fatal ? 1 : 0)}" skipped="${s.skipped}" time="${(s.ms / 1000).toFixed(3)}">`,
    ...cases,
    ...(fatal ? [fatal] : []),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
