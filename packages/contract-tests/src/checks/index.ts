import { accountChecks } from './accounts.js';
import type { CheckDefinition } from './check.js';
import { chargeChecks } from './charges.js';
import { productChecks } from './products.js';
import { requestChecks } from './requests.js';

/** Every check of a run, in the order they run. The `responses.*` results follow them. */
export const CHECKS: readonly CheckDefinition[] = [
  ...productChecks,
  ...chargeChecks,
  ...requestChecks,
  ...accountChecks,
];
