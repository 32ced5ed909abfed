/**
 * The Try it form of an operation page. Hidden in the HTML; shown only when the page is served by
 * the mock server: a `HEAD` of the page's own URL carries the mock's marker header (any static host
 * answers that request, without the header), and only then is the probe asked for the credentials
 * and the demo account's meters. The form calls the mock on the same origin and shows the status,
 * the headers and the body.
 */
import type { DocsProbe } from '@energy-contracts/mock-server';
import { curlCommand, requestUrl, type CurlRequest } from '../shared/curl-command.js';
import { copyText } from './copy-buttons.js';

/** Finds the mock: the probe's answer, or `undefined` on a static host or from a file. */
export async function findMock(): Promise<DocsProbe | undefined> {
  if (location.protocol !== 'http:' && location.protocol !== 'https:') return undefined;
  const marker = document.body.dataset.mockHeader ?? '';
  const probe = document.body.dataset.probe ?? '';
  try {
    const head = await fetch(location.href, { method: 'HEAD', cache: 'no-store' });
    if (marker === '' || head.headers.get(marker) === null) return undefined;
    const res = await fetch((document.body.dataset.root ?? './') + probe, { cache: 'no-store' });
    if (!res.ok) return undefined;
    const body = (await res.json()) as DocsProbe;
    return body.server === 'energy-mock-server' ? body : undefined;
  } catch {
    return undefined;
  }
}

function fill(form: HTMLFormElement, name: string, value: string | undefined): void {
  const input = form.elements.namedItem(name);
  if (value !== undefined && input instanceof HTMLInputElement) input.value = value;
}

/** Reads the form into a request. */
function formRequest(section: HTMLElement, form: HTMLFormElement, probe: DocsProbe): CurlRequest {
  const pathParams: Record<string, string> = {};
  const query: Array<[string, string]> = [];
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement)) continue;
    const [where, name] = element.name.split(':');
    if (name === undefined) continue;
    if (where === 'path') pathParams[name] = element.value.trim();
    else if (where === 'query' && element.value.trim() !== '') query.push([name, element.value.trim()]);
  }
  const auth = (form.elements.namedItem('auth') as HTMLSelectElement | null)?.value;
  const apiKey = (form.elements.namedItem('apiKey') as HTMLInputElement | null)?.value ?? probe.credentials.apiKey;
  return {
    baseUrl: `${location.origin}${probe.api}`,
    method: section.dataset.method ?? 'GET',
    path: section.dataset.path ?? '/',
    pathParams,
    query,
    ...(auth === 'basic' || auth === 'token' ? { auth, apiKey } : {}),
  };
}

function show(section: HTMLElement, res: Response, text: string, ms: number): void {
  const result = section.querySelector<HTMLElement>('.try-result')!;
  const status = result.querySelector<HTMLElement>('.try-status')!;
  const tbody = result.querySelector<HTMLTableSectionElement>('.try-headers tbody')!;
  const body = result.querySelector<HTMLElement>('.try-body code')!;
  status.textContent = `${res.status} ${res.statusText} in ${Math.round(ms)} ms${res.redirected ? `, after a redirect to ${res.url}` : ''}`;
  status.className = `try-status status status-${String(res.status)[0]}xx`;
  status.dataset.status = String(res.status);
  const rows: HTMLTableRowElement[] = [];
  res.headers.forEach((value, name) => {
    const tr = document.createElement('tr');
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = name;
    const td = document.createElement('td');
    td.textContent = value;
    tr.append(th, td);
    rows.push(tr);
  });
  tbody.replaceChildren(...rows);
  let pretty = text;
  try {
    pretty = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Not JSON: shown as it came.
  }
  body.textContent = pretty;
  result.hidden = false;
}

/** Sets up the page's Try it form, if it has one and the mock serves the page. */
export async function setUpTryIt(): Promise<void> {
  const section = document.querySelector<HTMLElement>('[data-try-it]');
  const form = section?.querySelector<HTMLFormElement>('form');
  if (!section || !form) return;
  const probe = await findMock();
  if (probe === undefined) return;
  fill(form, 'path:account_number', probe.credentials.accountNumber);
  fill(form, 'apiKey', probe.credentials.apiKey);
  const meter =
    section.dataset.meter === 'gas'
      ? probe.samples.gas
      : section.dataset.meter === 'electricity'
        ? probe.samples.electricity
        : undefined;
  for (const [name, value] of Object.entries(meter ?? {})) fill(form, `path:${name}`, value);
  section.hidden = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const request = formRequest(section, form, probe);
    const headers: Record<string, string> = {};
    if (request.auth === 'basic') headers.authorization = `Basic ${btoa(`${request.apiKey ?? ''}:`)}`;
    if (request.auth === 'token') headers.authorization = `Token ${request.apiKey ?? ''}`;
    const started = performance.now();
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    button.disabled = true;
    // credentials: 'omit' keeps a 401's Basic challenge from opening the browser's login prompt
    // (the fetch standard prompts only when credentials are included); the Authorization header set
    // above is sent all the same.
    fetch(requestUrl(request), { method: request.method, headers, cache: 'no-store', credentials: 'omit' })
      .then(async (res) => show(section, res, await res.text(), performance.now() - started))
      .catch((error: unknown) => {
        const result = section.querySelector<HTMLElement>('.try-result')!;
        result.hidden = false;
        result.querySelector<HTMLElement>('.try-status')!.textContent =
          `The request failed: ${error instanceof Error ? error.message : String(error)}`;
      })
      .finally(() => {
        button.disabled = false;
      });
  });
  // Query fields show the contract's example as their placeholder; this button makes them values
  // (but the page number, marked data-no-fill at build time).
  form.querySelector<HTMLButtonElement>('[data-fill-examples]')?.addEventListener('click', () => {
    for (const input of Array.from(
      form.querySelectorAll<HTMLInputElement>('input[name^="query:"]:not([data-no-fill])'),
    ))
      if (input.value === '' && input.placeholder !== '') input.value = input.placeholder;
  });
  form.querySelector<HTMLButtonElement>('[data-copy-curl]')?.addEventListener('click', (event) => {
    void copyText(curlCommand(formRequest(section, form, probe)), event.currentTarget as HTMLButtonElement);
  });
}
