/**
 * The release notes page: what the next release will contain (the pending changesets, with the
 * bump each gives), then each package's changelog once releases have written one.
 */
import type { ReleaseNotes } from '../model/release-notes.js';
import { PAGES } from '../site-paths.js';
import { html } from './html.js';
import type { Page } from './layout.js';
import { markdown } from './markdown.js';
import { breadcrumbs } from './navigation.js';

/** A changelog's own `# <package name>` heading is the section's heading here; its `##` headings become `####`. */
function demoteHeadings(changelog: string): string {
  return changelog.replace(/^# .*\n+/, '').replace(/^(#{1,5}) /gm, (_, hashes: string) => `${hashes}## `);
}

/**
 * The release notes page.
 * @example releaseNotesPage(await readReleaseNotes('.'))
 */
export function releaseNotesPage(notes: ReleaseNotes): Page {
  const from = PAGES.releases;
  const released = notes.packages.filter((p) => p.changelog !== undefined);
  const main = html`${breadcrumbs(from, [['Release notes', from]])}
<h1>Release notes</h1>
<section aria-labelledby="next"><h2 id="next">Next release</h2>
${
  notes.pending.length === 0
    ? html`<p>No pending changes.</p>`
    : html`<p>${notes.pending.length} pending change${notes.pending.length === 1 ? '' : 's'}, recorded as changesets; they become the changelog entries below when the release is cut.</p>
<ul class="changes-list">${notes.pending.map(
        (c) =>
          html`<li id="change-${c.id}">${markdown(c.summary)}<p class="packages">${c.releases.map((r, i) => html`${i > 0 ? ', ' : ''}<code>${r.name}</code> <span class="badge badge-${r.type}">${r.type}</span>`)}</p></li>`,
      )}</ul>`
}
</section>
<section aria-labelledby="released"><h2 id="released">Released</h2>
${
  released.length === 0
    ? html`<p>No release yet: the packages are at ${[...new Set(notes.packages.map((p) => p.version))].join(', ')} and no changelog has been written.</p>`
    : released.map(
        (p) =>
          html`<section aria-labelledby="pkg-${p.name.replace(/[^a-z0-9]+/gi, '-')}"><h3 id="pkg-${p.name.replace(/[^a-z0-9]+/gi, '-')}"><code>${p.name}</code> ${p.version}</h3>${markdown(demoteHeadings(p.changelog!))}</section>`,
      )
}
</section>`;
  return {
    path: from,
    title: 'Release notes',
    description: 'What changed in each release of the contract packages, and what the next release holds.',
    section: 'releases',
    main,
  };
}
