/**
 * The contract's descriptions are CommonMark (OpenAPI and AsyncAPI say so); markdown-it renders
 * them with raw HTML off, so a description is text with emphasis, code and lists, never markup.
 */
import MarkdownIt from 'markdown-it';
import { raw, type SafeHtml } from './html.js';

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
// Links in a description may only go to the web or to a fragment; anything else (javascript:,
// a relative path into the repository) is shown as text.
md.validateLink = (url: string) => /^(https?:|#)/i.test(url.trim());

/**
 * Renders a Markdown block (paragraphs, lists, code).
 * @example markdown('A `code` and *emphasis*.').value // '<p>A <code>code</code> and <em>emphasis</em>.</p>\n'
 */
export function markdown(text: string): SafeHtml {
  return raw(md.render(text));
}

/**
 * Renders Markdown without the paragraph around it, for table cells and one-line summaries.
 * @example markdownInline('`GET` only').value // '<code>GET</code> only'
 */
export function markdownInline(text: string): SafeHtml {
  return raw(md.renderInline(text.trim()));
}
