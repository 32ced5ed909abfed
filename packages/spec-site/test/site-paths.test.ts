import { describe, expect, test } from 'vitest';
import {
  eventPath,
  eventSchemaFilePath,
  fieldId,
  fileUrlLinks,
  headingId,
  operationPath,
  pageFile,
  parameterId,
  relativeHref,
  responseId,
  sharedTypePath,
} from '../src/site-paths.js';

describe('relativeHref', () => {
  test.each([
    ['', 'rest/', 'rest/'],
    ['rest/', '', '../'],
    ['', '', './'],
    ['events/a.b/v1/', 'events/a.b/v2/', '../../../events/a.b/v2/'],
    ['rest/x/', 'rest/x/#param-query-page', '#param-query-page'],
    ['rest/x/', 'rest/y/#param-query-page', '../../rest/y/#param-query-page'],
    ['guides/pagination/', 'assets/site.css', '../../assets/site.css'],
    ['', '#main', '#main'],
  ])('from %j to %j', (from, to, want) => expect(relativeHref(from, to)).toBe(want));
});

describe('ids and paths', () => {
  test.each([
    [fieldId('payload', ['ledger', 'account', 'number']), 'field-payload.ledger.account.number'],
    [fieldId('200', ['results', '[]', 'valid_from']), 'field-200.results.valid_from'],
    [fieldId('', ['regions', '*']), 'field-regions.*'],
    [parameterId('query', 'period_from'), 'param-query-period_from'],
    [responseId('404'), 'response-404'],
    [operationPath('getProduct'), 'rest/getProduct/'],
    [eventPath('lifecycle.support-site.sale', '1.0.0'), 'events/lifecycle.support-site.sale/1.0.0/'],
    [eventSchemaFilePath('account.created', 'v1'), 'events/account.created/v1/schema.json'],
    [sharedTypePath('Ledger'), 'shared-types/Ledger/'],
    [headingId('tag', 'Products'), 'tag-products'],
    [headingId('section', 'Industry (electricity, gas)'), 'section-industry-electricity-gas'],
    [headingId('tag', '(Beta) Accounts'), 'tag-beta-accounts'],
    [pageFile(''), 'index.html'],
    [pageFile('rest/'), 'rest/index.html'],
  ])('%s', (got, want) => expect(got).toBe(want));
});

describe('fileUrlLinks', () => {
  test.each([
    ['<a href="../rest/">', '<a href="../rest/index.html">'],
    ['<a href="./">', '<a href="./index.html">'],
    ['<a href="../">', '<a href="../index.html">'],
    ['<a href="rest/getProduct/#response-200">', '<a href="rest/getProduct/index.html#response-200">'],
    ['<a href="#field-200.count">', '<a href="#field-200.count">'],
    ['<a href="https://example.org/docs/">', '<a href="https://example.org/docs/">'],
    ['<a href="../openapi.json">', '<a href="../openapi.json">'],
    ['<link href="../assets/site.css?v=1">', '<link href="../assets/site.css?v=1">'],
  ])('%s', (given, want) => expect(fileUrlLinks(given)).toBe(want));
});
