/**
 * HTML as tagged templates that escape every interpolated value unless it is already HTML
 * (`SafeHtml`, made only by `html` itself or by `raw` for text a renderer produced). One escaping
 * rule for every page, so a description or an example can never inject markup.
 */

/** A string that is already HTML: interpolated into `html` as it is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** What can be interpolated: text is escaped, `SafeHtml` kept, arrays joined, nullish and `false` dropped. */
export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes text for an element's content or a quoted attribute value.
 * @example escapeHtml('<a href="x">') // '&lt;a href=&quot;x&quot;&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false || value === true) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(render).join('');
  return escapeHtml(String(value));
}

/**
 * The HTML template tag: `html\`<p>${text}</p>\`` escapes `text`.
 * @example html`<p title="${'a"b'}">${'<b>'}</p>`.value // '<p title="a&quot;b">&lt;b&gt;</p>'
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += render(values[i]!) + strings[i + 1]!;
  return new SafeHtml(out);
}

/**
 * Marks text produced by a renderer (Markdown, the SVG chart) as HTML. Never pass input through it.
 * @example raw('<svg></svg>')
 */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/**
 * Text with a line-break opportunity (`<wbr>`) after each of the separator characters, so a long
 * path or field name wraps at its parts and never inside one.
 * @example breakAfter('/products/{code}/', '/').value // '/<wbr>products/<wbr>{code}/<wbr>'
 */
export function breakAfter(text: string, separators: string): SafeHtml {
  const parts: SafeHtml[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (separators.includes(text[i]!)) {
      parts.push(html`${text.slice(start, i + 1)}<wbr>`);
      start = i + 1;
    }
  }
  return html`${parts}${text.slice(start)}`;
}

/**
 * A REST path as code that wraps after its slashes only: each part between them is kept whole
 * (`electricity-tariffs/` does not break at its hyphen).
 * @example pathCode('/products/').value // '<code class="path"><span>/</span><wbr><span>products/</span><wbr></code>'
 */
export function pathCode(path: string): SafeHtml {
  const parts = path.split(/(?<=\/)/);
  return html`<code class="path">${parts.map((part) => html`<span>${part}</span><wbr>`)}</code>`;
}
