/**
 * The rules the checks and the proxy enforce, each with where it is written. A violation names its
 * rule, so a report says what was broken and where the contract says so.
 */
export const RULES = {
  schema: 'the response validates against the schema documented for its operation and status (specs/openapi.yaml)',
  'json-body':
    'every answer other than 204, 301 and HEAD is JSON (seed: "Responses are JSON"; specs/openapi.yaml info: errors have DRF\'s shape)',
  'error-shape':
    'an error body is {"detail": "..."} or, for a 400, an object whose keys name the offending parameters and whose values are lists of messages (specs/openapi.yaml info.description, Errors)',
  'auth-challenge':
    'a 401 carries WWW-Authenticate (platform-facts: a 401 from Basic carries WWW-Authenticate: Basic; RFC 9110 §11.6.1)',
  'list-envelope':
    'count, next, previous and results agree with page and page_size: at most page_size records, next null exactly on the last page, previous null exactly on page 1 (seed: List envelope; specs/openapi.yaml#/components/schemas/ListEnvelope)',
  pagination:
    'following next from page 1 visits every record once: count is constant and equals the records seen, next never repeats a page, previous points back (seed: List envelope rule 1)',
  'page-size':
    'page_size is honoured up to its maximum (100 by default; 1500 on charges, 25000 on consumption); above it, the platform reads the maximum, the strict mode answers 400 (specs/openapi.yaml#/components/parameters/page_size)',
  filters:
    'every record of a filtered list has the filtered value, and filters combine with AND (seed: Product fields marked filterable; specs/openapi/paths/products.yaml)',
  'available-at':
    'products listed at available_at = t are those with available_from <= t < available_to (specs/openapi.yaml#/components/parameters/available_at)',
  'self-link': "each product's links[rel=self] resolves to that product (seed: Product links)",
  'newest-first':
    'charges and consumption are ordered newest first (consumption: oldest first with order_by=period) (seed: unit rates; specs/openapi.yaml)',
  'half-hour-intervals':
    'half-hourly tariffs and ungrouped consumption have 30-minute intervals, each ending where the next one starts (seed: Standard unit rate, "start of the half-hour interval")',
  'period-overlap':
    'with period_from and period_to, exactly the records whose validity overlaps [period_from, period_to): valid_from < period_to and (valid_to null or > period_from) (platform-facts; specs/openapi.yaml#/components/parameters/period_from, x-observed)',
  'london-time':
    'a datetime without a zone is Europe/London wall-clock time, so a local day has 48 half-hours, 46 on the spring clock change and 50 on the autumn one (seed: "When it is absent, the Europe/London timezone is assumed")',
  'period-to-alone':
    'period_to without period_from is refused with a 400 naming period_to (specs/openapi.yaml#/components/parameters/period_to)',
  'trailing-slash':
    'a path without its trailing slash is redirected (301, Location = the slash path, query kept) to the same resource (platform-facts: Django APPEND_SLASH; x-trailing-slash-redirects)',
  'lenient-values':
    'the values real clients send are read as the platform reads them: True/False in any case, an empty value as absent, a date alone as local midnight, an unreadable page_size as the default; the strict mode answers each with a 400 naming the parameter (x-lenient-reading)',
  'api-root':
    'the base URL itself answers 200 with the absolute URL of each collection (products, industry/grid-supply-points), each under the base URL and answering 200 (specs/openapi/paths/api-root.yaml)',
  'not-found':
    'an unknown resource or path is a 404 with {"detail": "..."} in JSON (specs/openapi.yaml#/components/responses/NotFound)',
  'bad-datetime':
    'a malformed datetime is a 400 naming the parameter (platform-facts; specs/openapi.yaml#/components/responses/ChargeListBadRequest)',
  'invalid-page': 'a page past the last is 404 {"detail": "Invalid page."} (platform-facts; DRF)',
  authentication:
    'accounts and consumption need credentials: none or a wrong key is 401, HTTP Basic with the key and an empty password or Authorization: Token <key> is 200 (seed: Authentication)',
  'account-scope':
    "credentials open their own account only: another account or another account's meter is refused (403 or 404) (seed: Authentication; specs/openapi.yaml getAccount 403)",
  'group-sums':
    'a grouped consumption record is the sum of the half-hours it groups (specs/openapi.yaml#/components/parameters/group_by)',
  'meter-point':
    "a meter point's gsp is the region of its tariff codes, and its postcode's grid supply point (specs/openapi/paths/electricity-meter-points.yaml)",
  'retry-after': 'a 429 carries Retry-After (specs/openapi.yaml#/components/responses/TooManyRequests)',
  envelope:
    'each event is a valid envelope for its type and version, and its payload validates (specs/asyncapi.yaml; specs/asyncapi/envelope.yaml)',
  'event-metadata':
    'event ids are unique in a stream, occurred_at is an RFC 3339 instant, and the type and version are in the catalogue (specs/asyncapi/envelope.yaml)',
} as const;

/** The id of a rule of {@link RULES}. */
export type RuleId = keyof typeof RULES;

/** One way a response (or a set of them) breaks a rule. */
export interface Violation {
  rule: RuleId;
  message: string;
}

/** A violation of a rule. */
export const violation = (rule: RuleId, message: string): Violation => ({ rule, message });
