import { describe, expect, test } from 'vitest';
import { escapeHtml, html, raw } from '../../src/render/html.js';

describe('escapeHtml', () => {
  test.each([
    ['plain', 'plain'],
    ['<script>', '&lt;script&gt;'],
    ['a & b', 'a &amp; b'],
    ['"quoted" \'single\'', '&quot;quoted&quot; &#39;single&#39;'],
    ['&amp;', '&amp;amp;'],
  ])('%s', (given, want) => expect(escapeHtml(given)).toBe(want));
});

describe('html', () => {
  test.each([
    ['text is escaped', html`<p>${'<b>x</b>'}</p>`.value, '<p>&lt;b&gt;x&lt;/b&gt;</p>'],
    ['attributes are escaped', html`<a title="${'a"b'}">`.value, '<a title="a&quot;b">'],
    ['nested html is kept', html`<p>${html`<b>${'<i>'}</b>`}</p>`.value, '<p><b>&lt;i&gt;</b></p>'],
    ['raw is kept', html`${raw('<svg></svg>')}`.value, '<svg></svg>'],
    [
      'arrays are joined',
      html`<ul>${['a', 'b'].map((x) => html`<li>${x}</li>`)}</ul>`.value,
      '<ul><li>a</li><li>b</li></ul>',
    ],
    ['null, undefined, booleans vanish', html`${null}${undefined}${false}${true}|`.value, '|'],
    ['numbers are text', html`${42}`.value, '42'],
  ])('%s', (_name, got, want) => expect(got).toBe(want));
});
