/**
 * The site's one script (bundled by esbuild at build time, no network at run time): search, copy
 * buttons, the version switcher and the Try it form. Every page works without it, except those.
 */
import { setUpCopyButtons } from './copy-buttons.js';
import { setUpMenu } from './menu.js';
import { setUpSearch } from './search-box.js';
import { setUpTryIt } from './try-it.js';
import { setUpVersionSwitch } from './version-switch.js';

setUpMenu();
setUpSearch();
setUpCopyButtons();
setUpVersionSwitch();
void setUpTryIt();

// The side navigation scrolls to the current page's entry (long lists: an event section).
const sidebar = document.querySelector<HTMLElement>('.sidebar');
const current = sidebar?.querySelector<HTMLElement>('[aria-current="page"]');
if (sidebar && current && sidebar.scrollHeight > sidebar.clientHeight)
  sidebar.scrollTop = current.offsetTop - sidebar.clientHeight / 2;
