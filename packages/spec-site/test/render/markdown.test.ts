import { describe, expect, test } from 'vitest';
import { markdown, markdownInline } from '../../src/render/markdown.js';

describe('markdown', () => {
  test.each([
    ['code and emphasis', 'A `code` and *emphasis*.', '<p>A <code>code</code> and <em>emphasis</em>.</p>\n'],
    ['raw HTML is text', 'a <script>alert(1)</script>', '<p>a &lt;script&gt;alert(1)&lt;/script&gt;</p>\n'],
    ['a javascript: link is not a link', '[x](javascript:alert(1))', '<p>[x](javascript:alert(1))</p>\n'],
    ['a relative link into the repository is not a link', '[x](packages/compat)', '<p>[x](packages/compat)</p>\n'],
    ['a web link is a link', '[x](https://example.com/)', '<p><a href="https://example.com/">x</a></p>\n'],
  ])('%s', (_name, given, want) => expect(markdown(given).value).toBe(want));

  test('inline: no paragraph', () => expect(markdownInline(' `GET` only\n').value).toBe('<code>GET</code> only'));
});
