/**
 * The value vocabulary of the sample events: what a field holds, chosen by its name, because the
 * catalogue's schemas set almost no formats or patterns and the meaning is in the names
 * (`account_number`, `mpan`, `*_at`). The schema walk (samples.ts) asks for a string, integer,
 * decimal or free-form object here; streets and towns are the data set's (data/grid-supply-points.ts).
 */
import type { Prng } from '@energy-contracts/schema-tools/seeded-random';
import {
  DAY_MS,
  HALF_HOUR_MS,
  QUERY_YEARS_END_MS,
  QUERY_YEARS_START_MS,
} from '@energy-contracts/schema-tools/london-time';
import { outwardCode, PLACES, STREETS } from '../data/grid-supply-points.js';
import { BRANDS, PRODUCT_DEFINITIONS, REGIONS, tariffKinds } from '../data/product-catalogue.js';
import vocabulary from './vocabulary.json' with { type: 'json' };

/** A schema object as read from the event-schemas package. */
export type SchemaObject = { readonly [keyword: string]: unknown };

/** What a value is drawn with: the sample's PRNG and its clock. */
export interface ValueContext {
  readonly rng: Prng;
  readonly now: number;
}

/** The clock of a sample without one, so it is still deterministic. */
export const DEFAULT_NOW = Date.UTC(2025, 0, 1);

// How far a sample's datetimes fall from its clock: each object's anchor up to ANCHOR_DAYS before
// it, a start up to START_DAYS (and a day's half-hours) before the anchor, an end up to END_DAYS
// (and a day's half-hours) after it.
export const ANCHOR_DAYS = 400;
const START_DAYS = 90;
const END_DAYS = 365;

/**
 * The clocks a sample may be drawn at: every datetime it holds then falls in the years 0001-9999,
 * which RFC 3339 can write (`toISOString` writes others as `-000001-...` or `+010000-...`).
 * @example SAMPLE_CLOCKS.first <= Date.UTC(2025, 0, 1) && Date.UTC(2025, 0, 1) <= SAMPLE_CLOCKS.last // true
 */
export const SAMPLE_CLOCKS = {
  first: QUERY_YEARS_START_MS + (ANCHOR_DAYS + START_DAYS + 1) * DAY_MS,
  last: QUERY_YEARS_END_MS - (END_DAYS + 1) * DAY_MS,
} as const;

const HEX = '0123456789ABCDEF';
const DIGITS = '0123456789';
const { firstNames: FIRST_NAMES, lastNames: LAST_NAMES, mailDomains: MAIL_DOMAINS, words: WORDS } = vocabulary;
const { sentences: SENTENCES, markets: MARKETS, mpids: MPIDS, statuses: STATUSES } = vocabulary;
const KNOWN_TOKENS: Readonly<Record<string, readonly string[]>> = vocabulary.knownTokens;
// The products samples name: a few of the data set's (data/product-catalogue.ts), so a sample's
// codes and names are the ones the mock's REST answers carry.
const SAMPLE_PRODUCTS = vocabulary.sampleProducts.map((code) => {
  const def = PRODUCT_DEFINITIONS.find((d) => d.code === code);
  if (def === undefined) throw new Error(`sample-values: product ${code} is not in the data set's catalogue`);
  return def;
});
const PRODUCT_NAMES = SAMPLE_PRODUCTS.map((def) => def.fullName);
// Tariff codes end in the region's letter (`_C` -> `C`).
const REGION_LETTERS = REGIONS.map((region) => region.slice(1));

function hex(rng: Prng, n: number): string {
  return rng.chars(HEX, n);
}
/** A version-4-shaped UUID drawn from `rng`: unique enough for samples, and reproducible. */
export function uuid(rng: Prng): string {
  const h = hex(rng, 32).toLowerCase();
  const variant = '89ab'[rng.int(0, 3)];
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
function accountNumber(rng: Prng): string {
  return `${rng.pick(['A', 'A', 'A', 'B'])}-${hex(rng, 8)}`;
}
function mpan(rng: Prng): string {
  return `${rng.int(10, 23)}${rng.chars(DIGITS, 11)}`;
}
function mprn(rng: Prng): string {
  return `${rng.int(1, 9)}${rng.chars(DIGITS, rng.int(5, 9))}`;
}
function email(rng: Prng): string {
  return `${rng.pick(FIRST_NAMES)}.${rng.pick(LAST_NAMES)}${rng.int(1, 99)}@${rng.pick(MAIL_DOMAINS)}`;
}
/**
 * `n` words of the vocabulary, space-separated.
 * @example words(rng, 2) // 'meter reading'
 */
export function words(rng: Prng, n: number): string {
  return Array.from({ length: n }, () => rng.pick(WORDS)).join(' ');
}
function sentence(rng: Prng): string {
  return rng.pick(SENTENCES);
}
function personName(rng: Prng): string {
  const cap = (s: string) => `${s[0]?.toUpperCase()}${s.slice(1)}`;
  return `${cap(rng.pick(FIRST_NAMES))} ${cap(rng.pick(LAST_NAMES))}`;
}
function postcode(rng: Prng, outward = outwardCode(rng.pick(PLACES))): string {
  return `${outward} ${rng.int(1, 9)}${rng.chars('ABDEFGHJLNPQRSTUWXYZ', 2)}`;
}
function productCode(rng: Prng): string {
  return rng.pick(SAMPLE_PRODUCTS).code;
}
/** A tariff of one of the sample products: one of its registers' prefixes, a region's letter. */
function tariffCode(rng: Prng): string {
  const def = rng.pick(SAMPLE_PRODUCTS);
  const [prefix] = rng.pick(tariffKinds(def));
  return `${prefix}-${def.code}-${rng.pick(REGION_LETTERS)}`;
}
/** `quote_configuration_number` -> `QC-1A2B3C4D`: initials of the name, as the platform's numbers read. */
function prefixedNumber(rng: Prng, name: string, defName: string | undefined): string {
  const base = name === 'number' ? (defName ?? 'N') : name.replace(/_number$/, '');
  const initials = base
    .split(/_|(?=[A-Z])/)
    .filter(Boolean)
    .map((p) => p[0]?.toUpperCase())
    .join('');
  return `${initials || 'N'}-${hex(rng, 8)}`;
}
function relayId(rng: Prng, name: string): string {
  const base = name.replace(/_?relay_id$/, '') || 'node';
  const typeName = base
    .split('_')
    .map((p) => `${p[0]?.toUpperCase()}${p.slice(1)}`)
    .join('');
  return Buffer.from(`${typeName}Type:${rng.int(1, 9_999_999)}`).toString('base64');
}
function snakeToken(rng: Prng, name: string): string {
  const known = KNOWN_TOKENS[name];
  if (known) return rng.pick(known);
  if (/status$/.test(name)) return rng.pick(STATUSES);
  const stem = name.replace(/_(type|code|method|status|subtype)$/, '').replace(/^(new|old|previous|current)_/, '');
  return `${stem.toUpperCase()}_${rng.pick(['STANDARD', 'PRIMARY', 'MANUAL', 'AUTOMATED', 'DIGITAL', 'DEFAULT'])}`;
}

function isoDateTime(ms: number): string {
  // Whole half hours: the platform's periods are half-hour aligned, and it reads naturally.
  const aligned = Math.floor(ms / HALF_HOUR_MS) * HALF_HOUR_MS;
  return new Date(aligned).toISOString().replace('.000Z', 'Z');
}
function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const START_NAME = /(^|_)(from|begin|start)(_at|_date|_on)?$|(^|_)start_|_from_date$/;
const END_NAME = /(^|_)(to|end|until|expiry)(_at|_date|_on)?$|(^|_)end_|expiry|_to_date$/;
const DATE_NAME = /(_date|_on|_ssd)$|^date_|(^|_)date$|_date_/;
const DATETIME_NAME = /(_at|_from|_to|_begin|_end|_start)$|^(begin|end|start)$|_end_at$/;

/** The instant a datetime-like field gets: starts before the object's anchor, ends after it. */
function instantFor(ctx: ValueContext, name: string, anchor: number): number {
  const { rng } = ctx;
  if (name === 'occurred_at') return ctx.now;
  if (END_NAME.test(name)) return anchor + rng.int(1, END_DAYS) * DAY_MS + rng.int(0, 47) * HALF_HOUR_MS;
  if (START_NAME.test(name)) return anchor - rng.int(0, START_DAYS) * DAY_MS - rng.int(0, 47) * HALF_HOUR_MS;
  return anchor + rng.int(0, 47) * HALF_HOUR_MS;
}

/**
 * A string for a field, chosen by its name (and its schema's `format`, and the shared type it is in).
 * @example stringFor(ctx, 'account_number', undefined, { type: 'string' }, anchor) // 'A-1A2B3C4D'
 */
export function stringFor(
  ctx: ValueContext,
  name: string,
  defName: string | undefined,
  schema: SchemaObject,
  anchor: number,
): string {
  const { rng } = ctx;
  const format = typeof schema.format === 'string' ? schema.format : undefined;
  if (format === 'date-time') return isoDateTime(instantFor(ctx, name, anchor));
  if (format === 'date') return isoDate(instantFor(ctx, name, anchor));
  if (format === 'email') return email(rng);
  if (format === 'uuid') return uuid(rng);
  if (format === 'uri' || format === 'uri-reference')
    return `https://energy-platform.example/${name || 'resource'}/${rng.int(1, 99999)}`;
  if (DATE_NAME.test(name)) return isoDate(instantFor(ctx, name, anchor));
  if (DATETIME_NAME.test(name)) return isoDateTime(instantFor(ctx, name, anchor));

  if (/(^|_)account_number$/.test(name)) return accountNumber(rng);
  if (name === 'number' && defName !== undefined && /Account$/.test(defName)) return accountNumber(rng);
  if (/(^|_)mpan$/.test(name) || name === 'meter_point_identifier' || name === 'market_supply_point_id')
    return mpan(rng);
  if (name === 'mprn') return mprn(rng);
  if (/email$/.test(name) || /^(to|from)_address$/.test(name)) return email(rng);
  if (/uuid$/.test(name)) return uuid(rng);
  if (/relay_id$/.test(name)) return relayId(rng, name);
  if (name === 'product_code' || (name === 'code' && defName === 'Product')) return productCode(rng);
  if (name === 'tariff_code') return tariffCode(rng);
  if (name === 'market_name' && defName === 'Product') return rng.pick(PRODUCT_NAMES);
  if (/(^|_)brand(_code)?$/.test(name) || name === 'user_brand') return rng.pick(BRANDS);
  if (name === 'external_identifier' && defName !== undefined && /SupplyPoint/.test(defName)) return mpan(rng);
  if (name === 'supply_point_id' || name === 'market_identifier') return mpan(rng);
  if (name === 'building_number' || name === 'house_name_number') return String(rng.int(1, 180));
  if (/serial/.test(name)) return `${rng.int(10, 24)}${rng.pick(['L', 'P', 'K'])}${rng.chars(DIGITS, 7)}`;
  if (
    /(^|_)(supplier|organisation|mam|mpid|shipper_ref)$/.test(name) ||
    /^(supplier_mpid|meter_asset_provider_mpid|mam_to_(de)?appoint|new_supplier_id)$/.test(name)
  )
    return rng.pick(MPIDS);
  if (name === 'market_name') return rng.pick(MARKETS);
  if (/(^|_)(principal|principle|dependent)_street$/.test(name)) return rng.pick(STREETS);
  if (/building_name$/.test(name)) return rng.pick(['Rose Cottage', 'The Old Mill', 'Flat 2', 'Riverside House']);
  if (name === 'post_town' || name === 'town') return rng.pick(PLACES)[0];
  if (name === 'county') return rng.pick(PLACES)[1];
  if (/locality$/.test(name)) return rng.pick(['Headingley', 'Southville', 'Partick', 'Roath']);
  if (name === 'deposit_key') return `DEP-${hex(rng, 8)}`;
  if (name === 'identity') return email(rng);
  if (/(^|_)for_subject$/.test(name)) return `SUB-${hex(rng, 8)}`;
  if (/capacity$/.test(name)) return (rng.int(10, 80) / 10).toFixed(2);
  if (/(^|_)number$/.test(name)) return prefixedNumber(rng, name, defName);
  if (/(^|_)(user|users)_id$/.test(name) || name === 'changed_by_id') return String(rng.int(1, 999_999));
  if (/(^|_)id$/.test(name) || /_ids?$/.test(name) || name === 'file_reference') return uuid(rng);
  if (name === 'postcode') return postcode(rng);
  if (/s3_bucket$|^bucket$/.test(name))
    return `energy-platform-${rng.pick(['calls', 'messages', 'imports', 'documents'])}`;
  if (/(_key|_path)$|^s3_key$/.test(name) && name !== 'deposit_key')
    return `${rng.pick(['calls', 'messages', 'imports'])}/${isoDate(anchor).replace(/-/g, '/')}/${uuid(rng)}.json`;
  if (name === 'key')
    return rng.pick(['preferred_contact_time', 'marketing_segment', 'legacy_reference', 'vulnerability_note']);
  if (name === 'value') return rng.pick(['evening', 'segment-b', 'LEG-20931', 'true']);
  if (name === 'token') return hex(rng, 64).toLowerCase();
  if (name === 'filename') return `${rng.pick(WORDS)}-${rng.int(1, 999)}.${rng.pick(['pdf', 'jpg', 'png'])}`;
  if (/(^|_)contact_name$/.test(name)) return personName(rng);
  if (/(_|^)name$/.test(name))
    return `${words(rng, 2).replace(/\b\w/g, (c) => c.toUpperCase())} ${rng.int(2023, 2026)}`;
  if (/slug$/.test(name)) return `${rng.pick(WORDS)}-${rng.pick(WORDS)}-${rng.int(2023, 2026)}`;
  if (/ratio$/.test(name)) return rng.pick(['100/5', '200/5', '1/1']);
  if (name === 'multiplier' || /reading_factor$/.test(name)) return rng.pick(['1.000', '1.022', '0.500']);
  if (/(^|_)(manufacturer|make_and_type)$/.test(name))
    return rng.pick(['Landis+Gyr', 'Itron', 'Secure Meters', 'Aclara']);
  if (name === 'model') return rng.pick(['E470', 'G4SZV', 'SMETS2-E', 'U6']);
  if (
    /(reason|note|description|comments|detail|exception|instructions|subject|error|criteria)$/.test(name) &&
    !/code$/.test(name)
  )
    return sentence(rng);
  if (
    /(_type|_code|_method|status|^type|^code|^subtype|^stage|^cause|^source|^step|^category|_category|_subcategory|^permission|^tag|^vendor|_channel|^channel|^device|_language_for_comm|accessibility|^location|^cohort|^fuel|^utility|^market_name|^rate|_permission|^granularity_value|subtype|_source|^trigger_action|^external_provider)$/.test(
      name,
    ) ||
    KNOWN_TOKENS[name]
  )
    return snakeToken(rng, name);
  if (/(^|_)(viewer|delegate)$/.test(name))
    return `${name === 'viewer' ? 'account-user' : 'partner'}:${prefixedNumber(rng, 'user_number', undefined)}`;
  if (/(^|_)(identifier|reference|ref)$/.test(name) || /identifier/.test(name))
    return `${name
      .split('_')
      .map((p) => p[0]?.toUpperCase())
      .join('')}-${hex(rng, 8)}`;
  if (/(^|_)(reading|capacity|digits)$/.test(name)) return String(rng.int(0, 99_999));
  return words(rng, 2);
}

/**
 * An integer for a field, by its name: amounts in pence, counts, years, ids.
 * @example integerFor(ctx, 'amount', anchor) // 12345
 */
export function integerFor(ctx: ValueContext, name: string, anchor: number): number {
  const { rng } = ctx;
  if (
    /(^|_)(amount|fee_amount|returned_amount|value|balance)$/.test(name) ||
    /_value$/.test(name) ||
    /amount/.test(name)
  )
    return rng.int(100, 250_000);
  if (/_count$/.test(name)) return rng.int(0, 12);
  if (/_year$/.test(name)) {
    // A year up to the anchor's: from 1995, or from the anchor's own year when the clock is earlier.
    const year = new Date(anchor).getUTCFullYear();
    return rng.int(Math.min(1995, year), year);
  }
  if (/digits$/.test(name)) return rng.int(4, 6);
  if (/soc$/.test(name)) return rng.int(10, 100);
  if (name === 'power') return rng.int(1_000, 7_400);
  if (name === 'energy_capacity') return rng.int(10_000, 80_000);
  if (name === 'current_rating') return rng.pick([60, 80, 100]);
  if (/^days_/.test(name)) return rng.int(1, 60);
  if (name === 'size_in_bytes') return rng.int(1_024, 5_000_000);
  if (name === 'reference_number') return rng.int(100_000, 99_999_999);
  if (/reading/.test(name)) return rng.int(0, 99_999);
  if (name === 'version_reference') return rng.int(1, 20);
  if (name === 'building_number') return rng.int(1, 180);
  if (name === 'meter_reading_factor') return 1;
  // ids and everything else: positive integers, the platform's primary keys.
  return rng.int(1, 9_999_999);
}

/**
 * A decimal for a field, by its name.
 * @example decimalFor(ctx, 'pulse_value') // 1.0123
 */
export function decimalFor(ctx: ValueContext, name: string): number {
  const { rng } = ctx;
  if (/priority/.test(name)) return rng.int(1, 50) / 10;
  if (/factor|pulse_value/.test(name)) return Number((1 + rng.int(0, 300) / 10_000).toFixed(4));
  return rng.int(0, 100_000) / 100;
}

/**
 * Free-form objects (`obj` in the catalogue): a small, plausible body chosen by field name.
 * @example freeFormObject(ctx, 'changes') // { email: ['a@example.com', 'b@example.com'] }
 */
export function freeFormObject(ctx: ValueContext, name: string): Record<string, unknown> {
  const { rng } = ctx;
  switch (name) {
    case 'changes': {
      // The platform's change sets read as {field: [old, new]}.
      const field = rng.pick(['email', 'mobile', 'billing_name', 'preferred_payment_day', 'status']);
      const value = (): unknown =>
        field === 'email'
          ? email(rng)
          : field === 'mobile'
            ? `07${rng.chars(DIGITS, 9)}`
            : field === 'billing_name'
              ? personName(rng)
              : field === 'preferred_payment_day'
                ? rng.int(1, 28)
                : rng.pick(STATUSES);
      return { [field]: [value(), value()] };
    }
    case 'process_data':
      return { account_number: accountNumber(rng), amount: rng.int(100, 50_000), reason: sentence(rng) };
    case 'client_params':
      return { postcode: postcode(rng), annual_consumption_kwh: rng.int(1_800, 4_200), product_code: productCode(rng) };
    case 'contact_info':
      return { name: personName(rng), email: email(rng), phone: `07${rng.chars(DIGITS, 9)}` };
    case 'legal_address': {
      const place = rng.pick(PLACES);
      return {
        address_line_1: `${rng.int(1, 180)} ${rng.pick(STREETS)}`,
        town: place[0],
        county: place[1],
        postcode: postcode(rng, outwardCode(place)),
      };
    }
    case 'actor':
      return { type: rng.pick(KNOWN_TOKENS.actor_type!), id: rng.int(1, 99_999) };
    case 'owner':
      return { mpid: rng.pick(MPIDS), name: `${rng.pick(['Northern', 'Southern', 'Western'])} Metering Ltd` };
    case 'user_identifiers':
      return { external_id: uuid(rng) };
    case 'traversal_attempt_context':
      return { trigger: snakeToken(rng, 'trigger_type'), attempt: rng.int(1, 5) };
    case 'payload':
      return { firmware_version: `${rng.int(1, 4)}.${rng.int(0, 9)}.${rng.int(0, 20)}` };
    case 'data':
      return { value: words(rng, 1), weight: rng.int(1, 10) };
    case 'linked_account':
      return { account_number: accountNumber(rng), role: rng.pick(['OWNER', 'DELEGATE']) };
    case 'valid_mcs_installation':
      return {
        certificate_number: `MCS-${rng.chars(DIGITS, 8)}`,
        technology_type: rng.pick(['SOLAR_PV', 'WIND']),
        declared_net_capacity_kw: rng.int(20, 80) / 10,
      };
    default:
      return { note: sentence(rng) };
  }
}

/** Tried in turn when a schema's `pattern` rejects the name-based value. */
export const PATTERN_FALLBACKS: ReadonlyArray<(rng: Prng) => string> = [
  accountNumber,
  mpan,
  mprn,
  uuid,
  email,
  productCode,
  tariffCode,
  (rng) => isoDateTime(DEFAULT_NOW - rng.int(0, 400) * DAY_MS),
  (rng) => isoDate(DEFAULT_NOW - rng.int(0, 400) * DAY_MS),
  (rng) => `v${rng.int(1, 3)}`,
  (rng) => String(rng.int(1, 99_999)),
];
