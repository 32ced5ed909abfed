import { describe, expect, test } from 'vitest';
import { html } from '../../src/render/html.js';
import { renderDocument, type SiteContext } from '../../src/render/layout.js';

const site: SiteContext = {
  name: 'Site',
  restVersion: '1.0.0',
  eventsVersion: '0.1.0',
  assetVersions: { script: 's1', style: 'c1', searchIndex: 'i1' },
  probe: '_mock.json',
  mockHeader: 'x-energy-mock-server',
};

describe('renderDocument', () => {
  test('head, skip link, relative assets, current section, landmarks', () => {
    const doc = renderDocument(
      {
        path: 'events/a.b/v1/',
        title: 'a.b v1',
        description: 'An "event".',
        section: 'events',
        main: html`<h1>a.b</h1>`,
        sidebar: { label: 'Events', content: html`<p>nav</p>` },
      },
      site,
    );
    expect(doc).toContain('<title>a.b v1 · Site</title>');
    expect(doc).toContain('<meta name="description" content="An &quot;event&quot;.">');
    expect(doc).toContain('<link rel="stylesheet" href="../../../assets/site.css?v=c1">');
    expect(doc).toContain('<script defer src="../../../assets/site.js?v=s1"></script>');
    expect(doc).toContain(
      'data-root="../../../" data-probe="_mock.json" data-mock-header="x-energy-mock-server" data-search-index="assets/search-index.js?v=i1"',
    );
    expect(doc).toContain('<a href="../../../events/" aria-current="true">Events</a>');
    expect(doc).toContain('<main id="main" tabindex="-1">\n<h1>a.b</h1>\n</main>');
    expect(doc).toContain('<nav id="site-menu" class="sidebar" aria-label="Events">');
    // The menu button of a narrow screen opens that navigation.
    expect(doc).toContain(
      '<button type="button" class="menu-button" aria-expanded="false" aria-controls="site-menu">Menu</button>',
    );
    expect(doc.indexOf('skip-link')).toBeLessThan(doc.indexOf('<header'));
  });
  test('the home page has the site name alone as title and no sidebar', () => {
    const doc = renderDocument(
      { path: '', title: 'Home', description: 'd', section: 'home', main: html`<h1>Home</h1>` },
      site,
    );
    expect(doc).toContain('<title>Site</title>');
    expect(doc).toContain('<div class="layout no-sidebar">');
    expect(doc).toContain('href="assets/site.css?v=c1"');
  });
});
