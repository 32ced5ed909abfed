/**
 * The menu button of a narrow screen: the side navigation, which without script follows the
 * content, is hidden behind a button in the header and opens above the content.
 */

/** Sets up the page's menu button, if it has one. */
export function setUpMenu(): void {
  const button = document.querySelector<HTMLButtonElement>('.menu-button');
  const menu = document.querySelector<HTMLElement>('#site-menu');
  if (!button || !menu) return;
  document.body.classList.add('menu-ready');
  button.addEventListener('click', () => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    document.body.classList.toggle('menu-open', open);
    if (open) menu.querySelector<HTMLElement>('a')?.focus();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') {
      button.setAttribute('aria-expanded', 'false');
      document.body.classList.remove('menu-open');
      button.focus();
    }
  });
}
