/**
 * A Copy button on every copyable block (`pre[data-copy]`), and the copying itself, which falls
 * back to a selection and `execCommand` where the asynchronous clipboard is not allowed.
 */

/**
 * Copies text, then says so on the button for a moment.
 * @example copyText('curl ...', button)
 */
export async function copyText(text: string, button: HTMLButtonElement): Promise<void> {
  const label = button.dataset.label ?? button.textContent ?? 'Copy';
  button.dataset.label = label;
  let done = false;
  try {
    await navigator.clipboard.writeText(text);
    done = true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    done = document.execCommand('copy');
    area.remove();
  }
  button.textContent = done ? 'Copied' : 'Press Ctrl+C';
  button.dataset.copied = String(done);
  setTimeout(() => {
    button.textContent = label;
  }, 1500);
}

/** Adds a Copy button to each copyable block. */
export function setUpCopyButtons(): void {
  for (const pre of Array.from(document.querySelectorAll<HTMLElement>('pre[data-copy]'))) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy';
    button.textContent = 'Copy';
    button.setAttribute('aria-label', 'Copy to the clipboard');
    // biome-ignore lint/performance/useDomNodeTextContent: copy the text as shown, without hidden parts
    button.addEventListener('click', () => void copyText(pre.innerText, button));
    pre.before(button);
    pre.parentElement?.classList.add('has-copy');
  }
}
