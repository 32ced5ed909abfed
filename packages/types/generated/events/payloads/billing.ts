// Generated from specs/asyncapi.yaml by packages/types/scripts/generate-event-types.ts. Do not edit; run npm run generate.
// Event payloads of the catalogue section "Billing".
import type { ChargePeriod, Ledger, LedgerEntry, LedgerEntryRemoval } from '../shared-types.js';

/**
 * Payload of the `billing.billing_document.held` event, payload version v1 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.billing_document.held/v1.json
 */
export interface BillingBillingDocumentHeldV1 {
  account_number: string;
  document_type: string;
  document_id: number;
  document_identifier: string;
  document_uuid: string;
  hold_code: string;
  is_strict: boolean;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  held_at: string;
  held_by_id: number;
}

/**
 * Payload of the `billing.billing_document.issued` event, payload version v1 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.billing_document.issued/v1.json
 */
export interface BillingBillingDocumentIssuedV1 {
  account_number: string;
  billing_document_id: number;
  billing_document_identifier: string;
}

/**
 * Payload of the `billing.billing_document.issued` event, payload version v2 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.billing_document.issued/v2.json
 */
export interface BillingBillingDocumentIssuedV2 {
  account_number: string;
  billing_document_id: number;
  billing_document_identifier: string;
  billing_document_uuid: string;
}

/**
 * Payload of the `billing.billing_document_representation.dispatched` event, payload version v1 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.billing_document_representation.dispatched/v1.json
 */
export interface BillingBillingDocumentRepresentationDispatchedV1 {
  account_number: string;
  billing_document_id: number;
  billing_document_identifier: string;
}

/**
 * Payload of the `billing.billing_document_representation.dispatched` event, payload version v2 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.billing_document_representation.dispatched/v2.json
 */
export interface BillingBillingDocumentRepresentationDispatchedV2 {
  account_number: string;
  billing_document_id: number;
  billing_document_identifier: string;
  billing_document_representation_dispatch_id: number;
  billing_document_representations_id: number[];
}

/**
 * Payload of the `billing.billing_document_representation.dispatched` event, payload version v3 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.billing_document_representation.dispatched/v3.json
 */
export interface BillingBillingDocumentRepresentationDispatchedV3 {
  account_number: string;
  billing_document_id: number;
  billing_document_identifier: string;
  billing_document_representation_dispatch_id: number;
  billing_document_representations_id: number[];
  support_user_id: number;
}

/**
 * Payload of the `billing.billing_options.updated` event, payload version v1 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.billing_options.updated/v1.json
 */
export interface BillingBillingOptionsUpdatedV1 {
  account_number: string;
  previous_billing_options_id: number;
  new_billing_options_id: number;
  support_user_id: number;
}

/**
 * Payload of the `billing.charging-ledger.assigned-to-agreement` event, payload version v1 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.charging-ledger.assigned-to-agreement/v1.json
 */
export interface BillingChargingLedgerAssignedToAgreementV1 {
  ledger_number: string;
  agreement_id: number;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  assigned_at: string;
}

/**
 * Payload of the `billing.charging.supply-point.triggered` event, payload version v1 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.charging.supply-point.triggered/v1.json
 */
export interface BillingChargingSupplyPointTriggeredV1 {
  supply_point_id: number;
  charge_period: ChargePeriod;
}

/**
 * Payload of the `billing.duos_invoice.cancel` event, payload version v1 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.duos_invoice.cancel/v1.json
 */
export interface BillingDuosInvoiceCancelV1 {
  invoice_event_id: number;
}

/**
 * Payload of the `billing.duos_invoice.new` event, payload version v1 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.duos_invoice.new/v1.json
 */
export interface BillingDuosInvoiceNewV1 {
  invoice_event_id: number;
}

/**
 * Payload of the `billing.duos_invoice.replace` event, payload version v1 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.duos_invoice.replace/v1.json
 */
export interface BillingDuosInvoiceReplaceV1 {
  invoice_event_id: number;
}

/**
 * Payload of the `billing.final_bill` event, payload version v1 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.final_bill/v1.json
 */
export interface BillingFinalBillV1 {
  account_number: string;
  account_user_emails: string[];
  statement_id: number;
}

/**
 * Payload of the `billing.issuance.external_status.created` event, payload version v1 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.issuance.external_status.created/v1.json
 */
export interface BillingIssuanceExternalStatusCreatedV1 {
  billing_document_identifier: string;
  status: string;
  status_code: string;
  external_status_id: number;
}

/**
 * Payload of the `billing.issued_bill` event, payload version v1 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.issued_bill/v1.json
 */
export interface BillingIssuedBillV1 {
  account_number: string;
  statement_id: number;
}

/**
 * Payload of the `billing.ledger.entry_posted` event, payload version v1 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.ledger.entry_posted/v1.json
 */
export interface BillingLedgerEntryPostedV1 {
  ledger: Ledger;
}

/**
 * Payload of the `billing.ledger.entry_posted` event, payload version v2 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.ledger.entry_posted/v2.json
 */
export interface BillingLedgerEntryPostedV2 {
  ledger: Ledger;
  entry: LedgerEntry;
}

/**
 * Payload of the `billing.ledger.entry_removed` event, payload version v1 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.ledger.entry_removed/v1.json
 */
export interface BillingLedgerEntryRemovedV1 {
  ledger: Ledger;
}

/**
 * Payload of the `billing.ledger.entry_removed` event, payload version v2 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.ledger.entry_removed/v2.json
 */
export interface BillingLedgerEntryRemovedV2 {
  ledger: Ledger;
  entry: LedgerEntryRemoval;
}

/**
 * Payload of the `billing.pathway_traversal.failed` event, payload version v1 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.pathway_traversal.failed/v1.json
 */
export interface BillingPathwayTraversalFailedV1 {
  pathway_id: string;
  traversal_attempt_id: number;
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  traversal_attempt_context: Record<string, unknown>;
  trigger_id: number;
  failed_action_name: string;
  failed_action_error: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  failed_at: string;
}

/**
 * Payload of the `billing.pathway_traversal.succeeded` event, payload version v1 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.pathway_traversal.succeeded/v1.json
 */
export interface BillingPathwayTraversalSucceededV1 {
  pathway_id: string;
  traversal_attempt_id: number;
  trigger_id: number;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  succeeded_at: string;
}

/**
 * Payload of the `billing.rebate.accepted` event, payload version v1 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.rebate.accepted/v1.json
 */
export interface BillingRebateAcceptedV1 {
  account_number: string;
  rebate_period_id: number;
  rebate_type: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  effective_from: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  effective_to: string;
}

/**
 * Payload of the `billing.rebate.created` event, payload version v1 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.rebate.created/v1.json
 */
export interface BillingRebateCreatedV1 {
  account_number: string;
  rebate_period_id: number;
  rebate_type: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  effective_from: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  effective_to: string;
  is_application_accepted: boolean;
}

/**
 * Payload of the `billing.rebate.declined` event, payload version v1 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.rebate.declined/v1.json
 */
export interface BillingRebateDeclinedV1 {
  account_number: string;
  rebate_period_id: number;
  rebate_type: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  effective_from: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  effective_to: string;
  decline_reason: string;
}

/**
 * Payload of the `billing.rebate.updated` event, payload version v1 (catalogue section "Billing"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/billing.rebate.updated/v1.json
 */
export interface BillingRebateUpdatedV1 {
  account_number: string;
  rebate_period_id: number;
  rebate_type: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  effective_from: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  effective_to: string;
  is_application_accepted: boolean;
}
