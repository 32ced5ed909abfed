/**
 * The search box in every page's header: loads the index (built at build time) the first time it
 * is wanted, then answers on every key press from memory. A combobox with a listbox of results:
 * arrow keys move, Enter or a click opens, Escape closes; `/` anywhere focuses it. The options hold
 * no link (an interactive element inside an option is not accessible); the list shows the first
 * results, and a button after it shows all of them.
 */
import MiniSearch from 'minisearch';
import {
  MAX_RESULTS,
  resultHref,
  queryOptions,
  resultOf,
  SEARCH_GLOBAL,
  SEARCH_OPTIONS,
  type SearchDocument,
  type SearchPayload,
  type StoredResult,
} from '../shared/search-options.js';

/** The loaded search: the index and how to turn a hit into what it shows. */
interface LoadedSearch {
  search(query: string): StoredResult[];
}

let loading: Promise<LoadedSearch> | undefined;

/** Loads the index script once; resolves with the search. */
function loadIndex(root: string, src: string): Promise<LoadedSearch> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = root + src;
    script.async = true;
    script.onload = () => {
      const payload = (self as unknown as Record<string, SearchPayload | undefined>)[SEARCH_GLOBAL];
      if (payload === undefined) {
        reject(new Error('the search index script did not set its global'));
        return;
      }
      const index = MiniSearch.loadJSON<SearchDocument>(payload.index, SEARCH_OPTIONS);
      resolve({
        search: (query) =>
          index
            .search(query, queryOptions(payload.table, query))
            .map((hit) => resultOf(payload.table, hit.id as number)),
      });
    };
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
  return loading;
}

/** Sets up the search box of the page, if it has one. */
export function setUpSearch(): void {
  const container = document.querySelector<HTMLElement>('.search');
  const input = document.querySelector<HTMLInputElement>('#search-input');
  const panel = container?.querySelector<HTMLElement>('.search-panel');
  const list = document.querySelector<HTMLUListElement>('#search-results');
  const status = container?.querySelector<HTMLElement>('.search-status');
  const more = container?.querySelector<HTMLButtonElement>('.search-more');
  if (!container || !input || !panel || !list || !status || !more) return;
  const root = document.body.dataset.root ?? './';
  const src = document.body.dataset.searchIndex ?? '';
  container.hidden = false;

  const href = (r: StoredResult) => resultHref(root, r.url, location.protocol === 'file:');
  let results: StoredResult[] = [];
  let all: StoredResult[] = [];
  let limit = MAX_RESULTS;
  let active = -1;
  let index: LoadedSearch | undefined;

  const open = (on: boolean) => {
    panel.hidden = !on;
    input.setAttribute('aria-expanded', String(on && results.length > 0));
  };
  const setActive = (i: number) => {
    active = results.length === 0 ? -1 : (i + results.length) % results.length;
    for (const [n, el] of list.querySelectorAll('[role="option"]').entries())
      el.setAttribute('aria-selected', String(n === active));
    const el = active < 0 ? undefined : list.children[active];
    if (el) {
      input.setAttribute('aria-activedescendant', el.id);
      el.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };
  const render = (query: string, total: number, ms: number) => {
    list.replaceChildren(
      ...results.map((r, i) => {
        const li = document.createElement('li');
        li.id = `search-result-${i}`;
        li.setAttribute('role', 'option');
        li.setAttribute('aria-selected', 'false');
        li.dataset.href = href(r);
        const kind = document.createElement('span');
        kind.className = `kind kind-${r.kind.replace(/\s+/g, '-')}`;
        kind.textContent = r.kind;
        const title = document.createElement('span');
        title.className = 'title';
        title.textContent = r.title;
        const context = document.createElement('span');
        context.className = 'context';
        context.textContent = r.context;
        li.append(kind, title, context);
        return li;
      }),
    );
    status.textContent =
      query === ''
        ? ''
        : total === 0
          ? `No results for “${query}”.`
          : `${total} result${total === 1 ? '' : 's'}${total > results.length ? `, the first ${results.length} shown` : ''}.`;
    more.hidden = total <= results.length;
    more.textContent = `Show all ${total} results`;
    status.dataset.ms = ms.toFixed(2);
    active = -1;
    input.removeAttribute('aria-activedescendant');
    open(query !== '');
  };
  const run = () => {
    const query = input.value.trim();
    if (query === '') {
      results = [];
      all = [];
      render('', 0, 0);
      return;
    }
    if (index === undefined) {
      status.textContent = 'Loading the search index…';
      open(true);
      loadIndex(root, src).then(
        (loaded) => {
          index = loaded;
          run();
        },
        () => {
          status.textContent = 'Search is unavailable: its index could not be loaded.';
        },
      );
      return;
    }
    const started = performance.now();
    all = index.search(query);
    results = all.slice(0, limit);
    render(query, all.length, performance.now() - started);
  };

  input.addEventListener('input', () => {
    limit = MAX_RESULTS;
    run();
  });
  more.addEventListener('click', () => {
    limit = all.length;
    results = all;
    render(input.value.trim(), all.length, 0);
    input.focus();
  });
  list.addEventListener('click', (event) => {
    const option = (event.target as HTMLElement).closest<HTMLElement>('[role="option"]');
    if (option?.dataset.href !== undefined) location.href = option.dataset.href;
  });
  input.addEventListener('focus', () => {
    void loadIndex(root, src).then(
      (loaded) => (index = loaded),
      () => undefined,
    );
    if (input.value.trim() !== '') open(true);
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      open(true);
      setActive(active + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(active - 1);
    } else if (event.key === 'Enter') {
      const target = results[Math.max(active, 0)];
      if (target) {
        event.preventDefault();
        location.href = href(target);
      }
    } else if (event.key === 'Escape') {
      if (!panel.hidden) open(false);
      else input.blur();
    }
  });
  list.addEventListener('mousedown', (event) => event.preventDefault());
  document.addEventListener('click', (event) => {
    if (!container.contains(event.target as Node)) open(false);
  });
  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    const typing = target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
    if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      input.focus();
      input.select();
    }
  });
}
