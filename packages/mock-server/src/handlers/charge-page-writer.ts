/**
 * The value part of a charge record (`{"value_exc_vat":X,"value_inc_vat":Y,"valid_from":"`), which
 * depends only on the price (two decimals) and so is formatted once per distinct price
 * (charge-day-fragments.ts writes the records, charges.ts the page; the envelope's head is
 * http/pagination.ts pageHead). Output is byte-identical to the template builder these replaced
 * (test/handlers/charge-page-writer.test.ts compares them over many pages, tariffs and DST days).
 * The table only holds formatted numbers, never a response: its size is bounded and the output
 * never depends on its state.
 */
import { scaledJson } from '../data/prices.js';
import { VAT_FACTOR } from '../data/tariff-figures.js';

// Value part of a record per price, keyed by the price in hundredths of a penny; the entry keeps
// the exact double it was formatted from, so a (never expected) different double is formatted afresh.
const MAX_VALUE_ENTRIES = 50_000;
const valueTexts = new Map<number, { exc: number; text: string }>();

/** `{"value_exc_vat":X,"value_inc_vat":Y,"valid_from":"`, as the template version wrote it. */
export function valueText(exc: number): string {
  const units = Math.round(exc * 100);
  const hit = valueTexts.get(units);
  if (hit !== undefined && hit.exc === exc) return hit.text;
  const text = `{"value_exc_vat":${scaledJson(units, 2)},"value_inc_vat":${scaledJson(Math.round(exc * VAT_FACTOR * 10_000), 4)},"valid_from":"`;
  // A bound, not an LRU: prices span a few thousand hundredths, so this never fills in practice.
  if (valueTexts.size >= MAX_VALUE_ENTRIES) valueTexts.clear();
  valueTexts.set(units, { exc, text });
  return text;
}
