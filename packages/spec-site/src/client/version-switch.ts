/**
 * The version switcher of an event page: the links work without script; the select, shown by
 * script, goes to the chosen version and keeps the field anchor the reader is on.
 */

/** Shows and wires the page's version select, if it has one. */
export function setUpVersionSwitch(): void {
  const select = document.querySelector<HTMLSelectElement>('select[data-version-switch]');
  if (!select) return;
  select.hidden = false;
  // The select replaces the links (kept for pages read without script).
  const links = select.closest('.versions')?.querySelector<HTMLElement>('.version-links');
  if (links) links.hidden = true;
  select.addEventListener('change', () => {
    location.href = select.value + location.hash;
  });
}
