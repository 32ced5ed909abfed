/**
 * A JSON value as a highlighted, copyable block. Highlighting is done here, at build time, so the
 * page needs no highlighter at run time.
 */
import { escapeHtml, html, raw, type SafeHtml } from './html.js';

const TOKEN = /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b/g;

/**
 * Pretty JSON with `<span>`s for keys, strings, numbers and literals.
 * @example highlightJson({ a: 1 }).value // '{\n  <span class="k">"a"</span>: <span class="n">1</span>\n}'
 */
export function highlightJson(value: unknown): SafeHtml {
  const text = JSON.stringify(value, null, 2) ?? 'undefined';
  let out = '';
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    out += escapeHtml(text.slice(last, m.index));
    if (m[1] !== undefined)
      out +=
        m[2] !== undefined
          ? `<span class="k">${escapeHtml(m[1])}</span>${m[2]}`
          : `<span class="s">${escapeHtml(m[1])}</span>`;
    else if (m[3] !== undefined) out += `<span class="n">${m[3]}</span>`;
    else out += `<span class="l">${m[4]}</span>`;
    last = m.index + m[0].length;
  }
  return raw(out + escapeHtml(text.slice(last)));
}

/**
 * A JSON example block with a label; the script adds a copy button to every `pre[data-copy]`.
 * @example jsonBlock({ detail: 'Not found.' }, 'Example: not_found')
 */
export function jsonBlock(value: unknown, label: string): SafeHtml {
  return html`<figure class="code"><figcaption>${label}</figcaption><pre data-copy tabindex="0"><code class="language-json">${highlightJson(value)}</code></pre></figure>`;
}

/**
 * A shell command block (copyable).
 * @example shellBlock("curl -sS 'https://x/'", 'curl')
 */
export function shellBlock(command: string, label: string): SafeHtml {
  return codeBlock(command, label, 'sh');
}

/**
 * A copyable block of source code in a language (`ts`, `python`, `sh`).
 * @example codeBlock("print('hi')\n", 'Python', 'python')
 */
export function codeBlock(source: string, label: string, language: string): SafeHtml {
  return html`<figure class="code"><figcaption>${label}</figcaption><pre data-copy tabindex="0"><code class="language-${language}">${source}</code></pre></figure>`;
}
