/**
 * The API changelog page: one dated entry per release, newest first, saying what changed in the
 * REST operations and the events as the schema evolution guard classifies it.
 */
import type { Change } from '@energy-contracts/compat';
import type { ChangelogEntry } from '../model/api-changelog.js';
import { eventPath, operationPath, PAGES, relativeHref } from '../site-paths.js';
import { html, pathCode, type SafeHtml } from './html.js';
import type { Page } from './layout.js';
import { breadcrumbs } from './navigation.js';

const CLASS_LABEL: Record<Change['class'], string> = {
  breaking: 'Breaking',
  minor: 'Addition',
  patch: 'Compatible',
};

function changeItem(from: string, change: Change): SafeHtml {
  const event = /^([^@/]+)@([^/]+)/.exec(change.location);
  const where =
    change.contract === 'events' && event !== null
      ? html`<a href="${relativeHref(from, eventPath(event[1]!, event[2]!))}"><code>${change.location}</code></a>`
      : html`<code>${change.location}</code>`;
  return html`<li><span class="badge badge-${change.class}">${CLASS_LABEL[change.class]}</span> ${where}: ${change.what}</li>`;
}

function entryId(entry: ChangelogEntry): string {
  return `release-${entry.version.replace(/[^a-z0-9]+/gi, '-')}`;
}

/**
 * The changelog page.
 * @example changelogPage(apiChangelog([], current))
 */
export function changelogPage(entries: readonly ChangelogEntry[]): Page {
  const from = PAGES.changelog;
  const to = (p: string) => relativeHref(from, p);
  const main = html`${breadcrumbs(from, [['API changelog', from]])}
<h1>API changelog</h1>
<p class="lead">What changed in the REST API and the events, release by release, newest first: new operations and event versions, fields added or removed, deprecations. <strong>Breaking</strong> changes come only with a new major version; <strong>Additions</strong> never break a client that ignores unknown fields.</p>
${entries.map((entry) => {
  const rest = entry.changes.filter((c) => c.contract === 'rest');
  const events = entry.changes.filter((c) => c.contract === 'events');
  const title =
    entry.initial !== undefined ? 'Initial release' : entry.version === 'unreleased' ? 'Unreleased' : entry.version;
  return html`<section aria-labelledby="${entryId(entry)}"><h2 id="${entryId(entry)}">${title}${entry.version !== 'unreleased' && entry.initial !== undefined ? ` ${entry.version}` : ''} <span class="date">${entry.date}</span></h2>
${
  entry.initial === undefined
    ? ''
    : html`<p>The contract as first published: ${entry.initial.operations.length} REST operations and ${entry.initial.events.length} event versions.</p>
<h3 id="${entryId(entry)}-rest">REST operations</h3>
<ul class="changes-list">${entry.initial.operations.map((o) => html`<li><span class="method">${o.method}</span> <a href="${to(operationPath(o.operationId))}">${pathCode(o.path)}</a> ${o.summary}</li>`)}</ul>
<details><summary>${entry.initial.events.length} event versions</summary><ul class="changes-list columns">${entry.initial.events.map((e) => html`<li><a href="${to(eventPath(e.type, e.version))}"><code>${e.type}</code> ${e.version}</a></li>`)}</ul></details>`
}
${rest.length === 0 ? '' : html`<h3 id="${entryId(entry)}-rest-changes">REST API</h3><ul class="changes-list">${rest.map((c) => changeItem(from, c))}</ul>`}
${events.length === 0 ? '' : html`<h3 id="${entryId(entry)}-event-changes">Events</h3><ul class="changes-list">${events.map((c) => changeItem(from, c))}</ul>`}
</section>`;
})}`;
  return {
    path: from,
    title: 'API changelog',
    description: 'What changed in the REST API and the events of the energy platform contract, release by release.',
    section: 'changelog',
    main,
  };
}
