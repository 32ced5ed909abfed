/**
 * The tools page: the packages a partner installs (the TypeScript client, the mock server, the
 * event schemas), and, for developers of the contract itself, the commands of its repository. It
 * is the one page that names repository commands.
 */
import { MOCK_DOCS_URL } from '../model/mock-exchanges.js';
import { CLIENT_PACKAGE } from '../model/request-samples.js';
import { PAGES } from '../site-paths.js';
import { html } from './html.js';
import type { Page } from './layout.js';
import { breadcrumbs } from './navigation.js';

/** The line that installs the TypeScript client, as every operation page shows it. */
export const CLIENT_INSTALL = `npm install ${CLIENT_PACKAGE}`;

/**
 * The tools page.
 * @example toolsPage()
 */
export function toolsPage(): Page {
  const from = PAGES.tools;
  const main = html`${breadcrumbs(from, [['Tools', from]])}
<h1>Tools</h1>
<h2 id="client">TypeScript client</h2>
<p>Typed calls for every operation; each operation page shows its sample.</p>
<pre><code>${CLIENT_INSTALL}</code></pre>
<h2 id="mock">Mock server</h2>
<p>Answers every operation as the contract says, on <code>127.0.0.1:4010</code>, with demo credentials and accounts; <code>--strict</code> demands the canonical form of every query value.</p>
<pre><code>npm install @energy-contracts/mock-server
npx energy-mock-server --now 2025-01-15T12:00:00Z
npx energy-mock-server --strict</code></pre>
<h2 id="event-schemas">Event schemas</h2>
<p>One JSON Schema per event version, also beside each event page.</p>
<pre><code>npm install @energy-contracts/event-schemas</code></pre>
<h2 id="contract-developers">For developers of the contract</h2>
<p>In the contract's repository, <code>npm install && npm start</code> builds everything and starts the mock server with this site at <code>${MOCK_DOCS_URL}</code>: each operation page then has a <strong>Try it</strong> form that calls the mock on the same origin.</p>
<pre><code>npm install && npm start
npm run check:compat -- --base main     # what a change of specs/ does to partners
npm run build -w @energy-contracts/spec-site -- --file-urls --out /tmp/site   # a copy to open from disk</code></pre>`;
  return {
    path: from,
    title: 'Tools',
    description:
      'The TypeScript client, the mock server and the event schemas, and the commands for developers of the contract.',
    section: 'tools',
    main,
  };
}
