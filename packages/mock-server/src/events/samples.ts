/**
 * Deterministic, realistic sample payloads for the event catalogue's JSON Schemas.
 *
 * Hand-rolled rather than json-schema-faker: the catalogue uses a small subset of JSON Schema
 * (object/properties/required/type/array/items/$ref/$defs/allOf, free-form objects), and what
 * makes a sample useful here is the field name (`account_number`, `mpan`, `*_at`), which a
 * generic faker does not know. Owning the code also pins the byte output to our PRNG.
 */
import { pointerTokens, resolveRef as resolveFragment } from '@energy-contracts/schema-tools/json-pointer';
import { createPrng, type Prng } from '@energy-contracts/schema-tools/seeded-random';
import { DAY, HALF_HOUR } from '../london-time.js';

/** A JSON Schema (2020-12) as read from the event-schemas package. */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

/** Options of {@link generateSample}. */
export interface SampleOptions {
  /** Any string or number; the same seed (and `now`) gives the same bytes. */
  seed: string | number;
  /**
   * The clock the sample is anchored to: datetimes in the payload fall around it (starts before,
   * ends after) and a payload field named `occurred_at` equals it. Absent: 2025-01-01T00:00:00Z,
   * so a sample without a clock is still deterministic.
   */
  now?: Date | string | number;
  /** Probability that an optional property is present. Absent: 0.6. */
  optionalProbability?: number;
}

type SchemaObject = { readonly [keyword: string]: unknown };

interface Context {
  readonly root: SchemaObject;
  readonly rng: Prng;
  readonly now: number;
  readonly optionalProbability: number;
  depth: number;
}

const DEFAULT_NOW = Date.UTC(2025, 0, 1);

/**
 * Generates one payload that satisfies `schema`, seeded: the same schema, seed and clock give
 * the same value. Datetime-like fields are ISO 8601 UTC (`2024-05-01T10:30:00Z`) and `*_date` /
 * `*_on` fields are dates (`2024-05-01`): the catalogue does not publish their format, this is
 * our choice.
 *
 * @example
 * const payload = generateSample(schema, { seed: 42, now: '2025-03-01T12:00:00Z' });
 * // => { account_number: 'A-3F09C2B1', account_user_emails: ['amelia.jones@example.com'] }
 */
export function generateSample(schema: JsonSchema, options: SampleOptions): unknown {
  const root: SchemaObject = typeof schema === 'object' ? schema : {};
  const now = options.now === undefined ? DEFAULT_NOW : new Date(options.now).getTime();
  if (Number.isNaN(now)) throw new TypeError(`now: expected a date, got ${String(options.now)}`);
  const ctx: Context = {
    root,
    rng: createPrng(options.seed),
    now,
    optionalProbability: options.optionalProbability ?? 0.6,
    depth: 0,
  };
  return generate(ctx, schema, '', undefined, newAnchor(ctx));
}

// ---------------------------------------------------------------------------------------------
// Schema walking

/** Resolves a local `$ref` (`#/$defs/Name`, or `<root $id>#/...`) to its schema and def name. */
function resolveRef(ctx: Context, ref: string): { schema: JsonSchema; defName: string | undefined } {
  const hash = ref.indexOf('#');
  const base = hash === -1 ? ref : ref.slice(0, hash);
  if (base !== '' && base !== ctx.root.$id) {
    throw new Error(`$ref ${ref}: only references inside the same schema are supported`);
  }
  const pointer = hash === -1 ? '' : ref.slice(hash + 1);
  const node = resolveFragment(ctx.root, `#${pointer}`);
  if (node === undefined) throw new Error(`$ref ${ref}: ${pointer} does not exist in the schema`);
  const parts = pointerTokens(decodeURIComponent(pointer));
  const defName = parts.length >= 2 && (parts[0] === '$defs' || parts[0] === 'definitions') ? parts[parts.length - 1] : undefined;
  return { schema: node as JsonSchema, defName };
}

/** Flattens $ref and allOf into one schema, so an object built from several parts is generated once. */
function flatten(ctx: Context, schema: JsonSchema, defName: string | undefined, seen = 0): { schema: SchemaObject; defName: string | undefined } {
  if (typeof schema !== 'object') return { schema: {}, defName };
  if (seen > 32) throw new Error('$ref/allOf nesting deeper than 32: is the schema recursive?');
  let result: Record<string, unknown> = {};
  let name = defName;
  const { $ref, allOf, ...rest } = schema as Record<string, unknown>;
  if (typeof $ref === 'string') {
    const target = resolveRef(ctx, $ref);
    const flat = flatten(ctx, target.schema, target.defName ?? name, seen + 1);
    result = mergeSchemas(result, flat.schema);
    name = flat.defName;
  }
  if (Array.isArray(allOf)) {
    for (const part of allOf as JsonSchema[]) {
      const flat = flatten(ctx, part, undefined, seen + 1);
      result = mergeSchemas(result, flat.schema);
      name ??= flat.defName;
    }
  }
  result = mergeSchemas(result, rest);
  return { schema: result, defName: name };
}

function mergeSchemas(a: Record<string, unknown>, b: SchemaObject): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    if (key === 'properties' && typeof out.properties === 'object' && out.properties !== null) {
      out.properties = { ...(out.properties as object), ...(value as object) };
    } else if (key === 'required' && Array.isArray(out.required)) {
      out.required = [...new Set([...(out.required as string[]), ...(value as string[])])];
    } else {
      out[key] = value;
    }
  }
  return out;
}

function schemaType(schema: SchemaObject, rng: Prng): string | undefined {
  const { type } = schema;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) {
    const concrete = (type as string[]).filter((t) => t !== 'null');
    return concrete.length > 0 ? rng.pick(concrete) : 'null';
  }
  if (schema.properties !== undefined || schema.required !== undefined) return 'object';
  if (schema.items !== undefined) return 'array';
  return undefined;
}

/** A per-object reference instant: starts in the object fall before it, ends after it. */
function newAnchor(ctx: Context): number {
  return ctx.now - ctx.rng.int(1, 400) * DAY;
}

function generate(ctx: Context, raw: JsonSchema, name: string, parentDef: string | undefined, anchor: number): unknown {
  if (raw === false) throw new Error(`${name || '/'}: the schema is false, no value can satisfy it`);
  const { schema, defName } = flatten(ctx, raw, undefined);
  const { rng } = ctx;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return rng.pick(schema.enum);
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const branches = schema[keyword];
    if (Array.isArray(branches) && branches.length > 0) {
      // The first branch: for oneOf the branches are disjoint by construction, and a stable
      // choice keeps samples readable.
      const { [keyword]: _omit, ...rest } = schema;
      return generate(ctx, mergeSchemas(rest, flatten(ctx, branches[0] as JsonSchema, undefined).schema), name, parentDef, anchor);
    }
  }
  const type = schemaType(schema, rng);
  ctx.depth++;
  try {
    switch (type) {
      case 'object':
        return generateObject(ctx, schema, name, defName ?? parentDef);
      case 'array':
        return generateArray(ctx, schema, name, defName ?? parentDef, anchor);
      case 'string':
        return fitString(ctx, schema, stringFor(ctx, name, defName ?? parentDef, schema, anchor));
      case 'integer':
        return clampNumber(schema, integerFor(ctx, name, anchor), true);
      case 'number':
        return clampNumber(schema, decimalFor(ctx, name), false);
      case 'boolean':
        return rng.bool();
      case 'null':
        return null;
      default:
        // No type at all ({} or true): any JSON value is valid; a free-form object reads best.
        return freeFormObject(ctx, name);
    }
  } finally {
    ctx.depth--;
  }
}

function generateObject(ctx: Context, schema: SchemaObject, name: string, defName: string | undefined): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const names = Object.keys(properties);
  if (names.length === 0) {
    const free = freeFormObject(ctx, name);
    // A required key without a property schema can be anything: fill it so the object validates.
    for (const key of required) if (!(key in free)) free[key] = words(ctx.rng, 1);
    return free;
  }
  const anchor = newAnchor(ctx);
  const out: Record<string, unknown> = {};
  for (const key of names) {
    // The coin is always tossed, so adding a required field elsewhere does not reshuffle the rest.
    const present = ctx.rng.bool(ctx.optionalProbability);
    if (required.has(key) || present) out[key] = generate(ctx, properties[key] as JsonSchema, key, defName, anchor);
  }
  for (const key of required) if (!(key in out)) out[key] = words(ctx.rng, 1);
  return out;
}

function generateArray(ctx: Context, schema: SchemaObject, name: string, defName: string | undefined, anchor: number): unknown[] {
  const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Math.max(min, 3);
  const count = ctx.depth > 6 ? min : ctx.rng.int(min, Math.max(min, Math.min(max, 3)));
  const items = (schema.items ?? {}) as JsonSchema;
  const itemName = singular(name);
  const out: unknown[] = [];
  const seen = new Set<string>();
  for (let attempt = 0; out.length < count && attempt < count * 5; attempt++) {
    const value = generate(ctx, items, itemName, defName, anchor);
    const key = JSON.stringify(value);
    if (schema.uniqueItems === true && seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

function singular(name: string): string {
  if (name.endsWith('_id')) return name; // billing_document_representations_id: already an item name
  if (/(ss|us)$/.test(name)) return name;
  if (name.endsWith('addresses')) return name.slice(0, -2);
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`;
  if (name.endsWith('s')) return name.slice(0, -1);
  return name;
}

function clampNumber(schema: SchemaObject, value: number, integer: boolean): number {
  let v = value;
  const step = integer ? 1 : 0.01;
  if (typeof schema.minimum === 'number' && v < schema.minimum) v = schema.minimum;
  if (typeof schema.maximum === 'number' && v > schema.maximum) v = schema.maximum;
  if (typeof schema.exclusiveMinimum === 'number' && v <= schema.exclusiveMinimum) v = schema.exclusiveMinimum + step;
  if (typeof schema.exclusiveMaximum === 'number' && v >= schema.exclusiveMaximum) v = schema.exclusiveMaximum - step;
  return integer ? Math.round(v) : v;
}

function fitString(ctx: Context, schema: SchemaObject, value: string): string {
  let v = value;
  if (typeof schema.pattern === 'string') {
    const re = new RegExp(schema.pattern, 'u');
    if (!re.test(v)) {
      const candidate = PATTERN_FALLBACKS.map((make) => make(ctx.rng)).find((c) => re.test(c));
      if (candidate !== undefined) v = candidate;
    }
  }
  if (typeof schema.maxLength === 'number' && v.length > schema.maxLength) v = v.slice(0, schema.maxLength);
  if (typeof schema.minLength === 'number' && v.length < schema.minLength) v = v.padEnd(schema.minLength, 'x');
  return v;
}

// ---------------------------------------------------------------------------------------------
// Field-name-aware values

const HEX = '0123456789ABCDEF';
const DIGITS = '0123456789';
const FIRST_NAMES = ['amelia', 'oliver', 'isla', 'george', 'ava', 'arthur', 'freya', 'noah', 'ivy', 'leo', 'rhys', 'morag'];
const LAST_NAMES = ['jones', 'smith', 'williams', 'taylor', 'brown', 'davies', 'evans', 'wilson', 'patel', 'campbell', 'hughes'];
const MAIL_DOMAINS = ['example.com', 'example.org', 'example.net'];
const WORDS = ['meter', 'reading', 'tariff', 'supply', 'payment', 'account', 'smart', 'export', 'schedule', 'review', 'customer', 'request', 'balance', 'credit', 'quarterly', 'statement'];
const PRODUCT_CODES = ['AGILE-24-04-03', 'AGILE-OUTGOING-19-05-13', 'COSY-22-12-08', 'FLUX-IMPORT-23-02-14', 'GO-VAR-22-10-14', 'OE-FIX-12M-24-05-24', 'PREPAY-VAR-18-09-21', 'VAR-22-11-01'];
const PRODUCT_NAMES: Record<string, string> = {
  'AGILE-24-04-03': 'Agile Octopus April 2024 v1',
  'AGILE-OUTGOING-19-05-13': 'Agile Outgoing Octopus May 2019',
  'COSY-22-12-08': 'Cosy Octopus',
  'FLUX-IMPORT-23-02-14': 'Octopus Flux Import February 2023 v1',
  'GO-VAR-22-10-14': 'Octopus Go October 2022 v1',
  'OE-FIX-12M-24-05-24': 'Octopus 12M Fixed May 2024 v1',
  'PREPAY-VAR-18-09-21': 'Prepay Variable September 2018',
  'VAR-22-11-01': 'Flexible Octopus November 2022 v1',
};
const REGIONS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P'];
const BRANDS = ['OCTOPUS_ENERGY', 'BULB', 'COOP_ENERGY', 'LONDON_POWER', 'AFFECT_ENERGY'];
const MARKETS = ['ELECTRICITY', 'GAS'];
const STREETS = ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Mill Lane', 'Park Avenue'];
const TOWNS: Array<[string, string, string]> = [
  ['London', 'Greater London', 'SE1'], ['Leeds', 'West Yorkshire', 'LS6'], ['Bristol', 'Avon', 'BS3'],
  ['Glasgow', 'Lanarkshire', 'G12'], ['Cardiff', 'South Glamorgan', 'CF10'], ['Norwich', 'Norfolk', 'NR2'],
];
const MPIDS = ['OCTO', 'BGAS', 'EDFE', 'SWEB', 'LOND', 'MANW', 'UDMS', 'SIEM'];
const STATUSES = ['ACTIVE', 'PENDING', 'COMPLETED', 'CANCELLED', 'ON_HOLD', 'FAILED'];
const KNOWN_TOKENS: Record<string, readonly string[]> = {
  actor_type: ['SUPPORT_USER', 'ACCOUNT_USER', 'SYSTEM'],
  changed_by_type: ['SUPPORT_USER', 'ACCOUNT_USER', 'SYSTEM'],
  initiator_type: ['SUPPORT_USER', 'ACCOUNT_USER', 'SYSTEM'],
  channel: ['EMAIL', 'SMS', 'LIVE_CHAT', 'WHATSAPP', 'POST'],
  device_type: ['BATTERY', 'ELECTRIC_VEHICLE', 'HEAT_PUMP', 'CHARGE_POINT'],
  document_type: ['STATEMENT', 'INVOICE', 'CREDIT_NOTE'],
  identity_type: ['EMAIL', 'PHONE_NUMBER'],
  login_method: ['PASSWORD', 'MAGIC_LINK', 'SSO'],
  mfa_device_type: ['TOTP', 'SMS', 'EMAIL'],
  meter_type: ['CREDIT', 'PREPAYMENT', 'SMART'],
  meter_mechanism: ['CR', 'PP', 'S1', 'S2'],
  reading_type: ['ACTUAL', 'ESTIMATED', 'CUSTOMER'],
  old_permission: ['NONE', 'DAILY', 'HALF_HOURLY'],
  new_permission: ['NONE', 'DAILY', 'HALF_HOURLY'],
  granularity_value: ['HALF_HOURLY', 'DAILY', 'MONTHLY'],
  energisation_status: ['ENERGISED', 'DE_ENERGISED'],
  exit_fees_type: ['NONE', 'PER_FUEL'],
  preferred_language_for_comm: ['en', 'cy'],
  document_accessibility: ['LARGE_PRINT', 'BRAILLE', 'AUDIO'],
  permission: ['read:accounts', 'write:accounts', 'read:billing', 'manage:users'],
  rate: ['STANDARD', 'DAY', 'NIGHT'],
  location: ['UNDER_STAIRS', 'KITCHEN', 'GARAGE', 'OUTSIDE_BOX'],
  cohort: ['CLASS_1', 'CLASS_2', 'CLASS_3', 'CLASS_4'],
  meter_imperial_metric_indicator: ['I', 'M'],
  fuel: MARKETS,
  utility: MARKETS,
  market_name: MARKETS,
  close_reason: ['RESOLVED', 'CUSTOMER_LEFT', 'TIMED_OUT'],
  hold_code: ['HIGH_BILL', 'DISPUTE', 'MANUAL_REVIEW'],
  subtype: ['CHANGE_OF_SUPPLIER', 'MOVE_IN', 'MOVE_OUT'],
  leave_supplier_process_subtype: ['CHANGE_OF_SUPPLIER', 'MOVE_OUT', 'ERRONEOUS_TRANSFER'],
  code: ['BILLING_VIEWER', 'ACCOUNT_ADMIN', 'READ_ONLY', 'SUPPORT_AGENT'],
  process_type: ['REFUND', 'WRITE_OFF', 'TARIFF_CHANGE', 'PAYMENT_PLAN'],
  resource_type: ['ACCOUNT', 'METER_POINT', 'AGREEMENT', 'PAYMENT_SCHEDULE'],
  verification_type: ['IDENTITY', 'EMAIL', 'PHONE'],
  stage: ['NEW', 'QUALIFIED', 'QUOTED', 'WON', 'LOST'],
  source: ['CUSTOMER', 'SUPPORT_USER', 'AUTOMATION'],
};

function hex(rng: Prng, n: number): string {
  return rng.chars(HEX, n);
}
function uuid(rng: Prng): string {
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
function words(rng: Prng, n: number): string {
  return Array.from({ length: n }, () => rng.pick(WORDS)).join(' ');
}
const SENTENCES = [
  'Customer asked to review the estimated reading.',
  'Direct Debit mandate cancelled by the bank.',
  'Meter exchange booked for next week.',
  'Balance transferred to the new account.',
  'Smart meter did not respond to the read request.',
  'Payment plan agreed over the phone.',
  'Tariff change requested through the app.',
  'Duplicate record found during import.',
  'Supply address does not match the industry record.',
  'Opening reading disputed by the customer.',
  'Agreement ended after the customer moved out.',
  'Account placed on hold pending a complaint.',
];
function sentence(rng: Prng): string {
  return rng.pick(SENTENCES);
}
function personName(rng: Prng): string {
  const cap = (s: string) => `${s[0]?.toUpperCase()}${s.slice(1)}`;
  return `${cap(rng.pick(FIRST_NAMES))} ${cap(rng.pick(LAST_NAMES))}`;
}
function postcode(rng: Prng, outward = rng.pick(TOWNS)[2]): string {
  return `${outward} ${rng.int(1, 9)}${rng.chars('ABDEFGHJLNPQRSTUWXYZ', 2)}`;
}
function productCode(rng: Prng): string {
  return rng.pick(PRODUCT_CODES);
}
function tariffCode(rng: Prng): string {
  const product = productCode(rng);
  const prefix = product.startsWith('AGILE') || product.startsWith('FLUX') ? 'E-1R' : rng.pick(['E-1R', 'E-1R', 'E-2R', 'G-1R']);
  return `${prefix}-${product}-${rng.pick(REGIONS)}`;
}
/** `quote_configuration_number` -> `QC-1A2B3C4D`: initials of the name, as the platform's numbers read. */
function prefixedNumber(rng: Prng, name: string, defName: string | undefined): string {
  const base = name === 'number' ? (defName ?? 'N') : name.replace(/_number$/, '');
  const initials = base.split(/_|(?=[A-Z])/).filter(Boolean).map((p) => p[0]?.toUpperCase()).join('');
  return `${initials || 'N'}-${hex(rng, 8)}`;
}
function relayId(rng: Prng, name: string): string {
  const base = name.replace(/_?relay_id$/, '') || 'node';
  const typeName = base.split('_').map((p) => `${p[0]?.toUpperCase()}${p.slice(1)}`).join('');
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
  const aligned = Math.floor(ms / HALF_HOUR) * HALF_HOUR;
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
function instantFor(ctx: Context, name: string, anchor: number): number {
  const { rng } = ctx;
  if (name === 'occurred_at') return ctx.now;
  if (END_NAME.test(name)) return anchor + rng.int(1, 365) * DAY + rng.int(0, 47) * HALF_HOUR;
  if (START_NAME.test(name)) return anchor - rng.int(0, 90) * DAY - rng.int(0, 47) * HALF_HOUR;
  return anchor + rng.int(0, 47) * HALF_HOUR;
}

function stringFor(ctx: Context, name: string, defName: string | undefined, schema: SchemaObject, anchor: number): string {
  const { rng } = ctx;
  const format = typeof schema.format === 'string' ? schema.format : undefined;
  if (format === 'date-time') return isoDateTime(instantFor(ctx, name, anchor));
  if (format === 'date') return isoDate(instantFor(ctx, name, anchor));
  if (format === 'email') return email(rng);
  if (format === 'uuid') return uuid(rng);
  if (format === 'uri' || format === 'uri-reference') return `https://energy-platform.example/${name || 'resource'}/${rng.int(1, 99999)}`;
  if (DATE_NAME.test(name)) return isoDate(instantFor(ctx, name, anchor));
  if (DATETIME_NAME.test(name)) return isoDateTime(instantFor(ctx, name, anchor));

  if (/(^|_)account_number$/.test(name)) return accountNumber(rng);
  if (name === 'number' && defName !== undefined && /Account$/.test(defName)) return accountNumber(rng);
  if (/(^|_)mpan$/.test(name) || name === 'meter_point_identifier' || name === 'market_supply_point_id') return mpan(rng);
  if (name === 'mprn') return mprn(rng);
  if (/email$/.test(name) || /^(to|from)_address$/.test(name)) return email(rng);
  if (/uuid$/.test(name)) return uuid(rng);
  if (/relay_id$/.test(name)) return relayId(rng, name);
  if (name === 'product_code' || (name === 'code' && defName === 'Product')) return productCode(rng);
  if (name === 'tariff_code') return tariffCode(rng);
  if (name === 'market_name' && defName === 'Product') return rng.pick(Object.values(PRODUCT_NAMES));
  if (/(^|_)brand(_code)?$/.test(name) || name === 'user_brand') return rng.pick(BRANDS);
  if (name === 'external_identifier' && defName !== undefined && /SupplyPoint/.test(defName)) return mpan(rng);
  if (name === 'supply_point_id' || name === 'market_identifier') return mpan(rng);
  if (name === 'building_number' || name === 'house_name_number') return String(rng.int(1, 180));
  if (/serial/.test(name)) return `${rng.int(10, 24)}${rng.pick(['L', 'P', 'K'])}${rng.chars(DIGITS, 7)}`;
  if (/(^|_)(supplier|organisation|mam|mpid|shipper_ref)$/.test(name) || /^(supplier_mpid|meter_asset_provider_mpid|mam_to_(de)?appoint|new_supplier_id)$/.test(name)) return rng.pick(MPIDS);
  if (name === 'market_name') return rng.pick(MARKETS);
  if (/(^|_)(principal|principle|dependent)_street$/.test(name)) return rng.pick(STREETS);
  if (/building_name$/.test(name)) return rng.pick(['Rose Cottage', 'The Old Mill', 'Flat 2', 'Riverside House']);
  if (name === 'post_town' || name === 'town') return rng.pick(TOWNS)[0];
  if (name === 'county') return rng.pick(TOWNS)[1];
  if (/locality$/.test(name)) return rng.pick(['Headingley', 'Southville', 'Partick', 'Roath']);
  if (name === 'deposit_key') return `DEP-${hex(rng, 8)}`;
  if (name === 'identity') return email(rng);
  if (/(^|_)for_subject$/.test(name)) return `SUB-${hex(rng, 8)}`;
  if (/capacity$/.test(name)) return (rng.int(10, 80) / 10).toFixed(2);
  if (/(^|_)number$/.test(name)) return prefixedNumber(rng, name, defName);
  if (/(^|_)(user|users)_id$/.test(name) || name === 'changed_by_id') return String(rng.int(1, 999_999));
  if (/(^|_)id$/.test(name) || /_ids?$/.test(name) || name === 'file_reference') return uuid(rng);
  if (name === 'postcode') return postcode(rng);
  if (/s3_bucket$|^bucket$/.test(name)) return `energy-platform-${rng.pick(['calls', 'messages', 'imports', 'documents'])}`;
  if (/(_key|_path)$|^s3_key$/.test(name) && name !== 'deposit_key') return `${rng.pick(['calls', 'messages', 'imports'])}/${isoDate(anchor).replace(/-/g, '/')}/${uuid(rng)}.json`;
  if (name === 'key') return rng.pick(['preferred_contact_time', 'marketing_segment', 'legacy_reference', 'vulnerability_note']);
  if (name === 'value') return rng.pick(['evening', 'segment-b', 'LEG-20931', 'true']);
  if (name === 'token') return hex(rng, 64).toLowerCase();
  if (name === 'filename') return `${rng.pick(WORDS)}-${rng.int(1, 999)}.${rng.pick(['pdf', 'jpg', 'png'])}`;
  if (/(^|_)contact_name$/.test(name)) return personName(rng);
  if (/(_|^)name$/.test(name)) return `${words(rng, 2).replace(/\b\w/g, (c) => c.toUpperCase())} ${rng.int(2023, 2026)}`;
  if (/slug$/.test(name)) return `${rng.pick(WORDS)}-${rng.pick(WORDS)}-${rng.int(2023, 2026)}`;
  if (/ratio$/.test(name)) return rng.pick(['100/5', '200/5', '1/1']);
  if (name === 'multiplier' || /reading_factor$/.test(name)) return rng.pick(['1.000', '1.022', '0.500']);
  if (/(^|_)(manufacturer|make_and_type)$/.test(name)) return rng.pick(['Landis+Gyr', 'Itron', 'Secure Meters', 'Aclara']);
  if (name === 'model') return rng.pick(['E470', 'G4SZV', 'SMETS2-E', 'U6']);
  if (/(reason|note|description|comments|detail|exception|instructions|subject|error|criteria)$/.test(name) && !/code$/.test(name)) return sentence(rng);
  if (/(_type|_code|_method|status|^type|^code|^subtype|^stage|^cause|^source|^step|^category|_category|_subcategory|^permission|^tag|^vendor|_channel|^channel|^device|_language_for_comm|accessibility|^location|^cohort|^fuel|^utility|^market_name|^rate|_permission|^granularity_value|subtype|_source|^trigger_action|^external_provider)$/.test(name) || KNOWN_TOKENS[name]) return snakeToken(rng, name);
  if (/(^|_)(viewer|delegate)$/.test(name)) return `${name === 'viewer' ? 'account-user' : 'partner'}:${prefixedNumber(rng, 'user_number', undefined)}`;
  if (/(^|_)(identifier|reference|ref)$/.test(name) || /identifier/.test(name)) return `${name.split('_').map((p) => p[0]?.toUpperCase()).join('')}-${hex(rng, 8)}`;
  if (/(^|_)(reading|capacity|digits)$/.test(name)) return String(rng.int(0, 99_999));
  return words(rng, 2);
}

function integerFor(ctx: Context, name: string, anchor: number): number {
  const { rng } = ctx;
  if (/(^|_)(amount|fee_amount|returned_amount|value|balance)$/.test(name) || /_value$/.test(name) || /amount/.test(name)) return rng.int(100, 250_000);
  if (/_count$/.test(name)) return rng.int(0, 12);
  if (/_year$/.test(name)) return rng.int(1995, new Date(anchor).getUTCFullYear());
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

function decimalFor(ctx: Context, name: string): number {
  const { rng } = ctx;
  if (/priority/.test(name)) return rng.int(1, 50) / 10;
  if (/factor|pulse_value/.test(name)) return Number((1 + rng.int(0, 300) / 10_000).toFixed(4));
  return rng.int(0, 100_000) / 100;
}

/** Free-form objects (`obj` in the catalogue): a small, plausible body chosen by field name. */
function freeFormObject(ctx: Context, name: string): Record<string, unknown> {
  const { rng } = ctx;
  switch (name) {
    case 'changes': {
      // The platform's change sets read as {field: [old, new]}.
      const field = rng.pick(['email', 'mobile', 'billing_name', 'preferred_payment_day', 'status']);
      const value = (): unknown =>
        field === 'email' ? email(rng)
          : field === 'mobile' ? `07${rng.chars(DIGITS, 9)}`
            : field === 'billing_name' ? personName(rng)
              : field === 'preferred_payment_day' ? rng.int(1, 28)
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
      const [town, county, outward] = rng.pick(TOWNS);
      return { address_line_1: `${rng.int(1, 180)} ${rng.pick(STREETS)}`, town, county, postcode: postcode(rng, outward) };
    }
    case 'actor':
      return { type: rng.pick(KNOWN_TOKENS.actor_type as string[]), id: rng.int(1, 99_999) };
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
      return { certificate_number: `MCS-${rng.chars(DIGITS, 8)}`, technology_type: rng.pick(['SOLAR_PV', 'WIND']), declared_net_capacity_kw: rng.int(20, 80) / 10 };
    default:
      return { note: sentence(rng) };
  }
}

/** Tried in turn when a schema's `pattern` rejects the name-based value. */
const PATTERN_FALLBACKS: ReadonlyArray<(rng: Prng) => string> = [
  accountNumber, mpan, mprn, uuid, email, productCode, tariffCode,
  (rng) => isoDateTime(DEFAULT_NOW - rng.int(0, 400) * DAY),
  (rng) => isoDate(DEFAULT_NOW - rng.int(0, 400) * DAY),
  (rng) => `v${rng.int(1, 3)}`,
  (rng) => String(rng.int(1, 99_999)),
];
