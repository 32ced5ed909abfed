// Generated from specs/asyncapi.yaml by packages/types/scripts/generate-event-types.ts. Do not edit; run npm run generate.
export type * from './shared-types.js';
export type * from './payloads/account-user-agreement.js';
export type * from './payloads/approvals-authentication-server.js';
export type * from './payloads/billing.js';
export type * from './payloads/business-campaigns-collections-debt-deposits-dunning.js';
export type * from './payloads/communications-quotes-consents-contracts.js';
export type * from './payloads/company-late-payment-fees-leads.js';
export type * from './payloads/customer-access-roles.js';
export type * from './payloads/data-import-devices-goods.js';
export type * from './payloads/industry-electricity-gas.js';
export type * from './payloads/messages-data-quality-meter-points.js';
export type * from './payloads/messaging-threads.js';
export type * from './payloads/supplier-lifecycle-enrollment-and-join-supplier.js';
export type * from './payloads/supplier-lifecycle-leave-supplier-and-others.js';
export type { EventPayloadMap, LatestEventVersionMap } from './event-payload-map.js';
export { eventCatalogue, eventVersions, latestEventVersions, type EventCatalogueEntry } from './catalogue.js';
