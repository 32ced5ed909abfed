// Generated from specs/asyncapi.yaml by packages/types/scripts/generate-event-types.ts. Do not edit; run npm run generate.
// Event payloads of the catalogue section "Company, late payment fees, leads".

/**
 * Payload of the `internal_company.created` event, payload version v1 (catalogue section "Company, late payment fees, leads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/internal_company.created/v1.json
 */
export interface InternalCompanyCreatedV1 {
  id: string;
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  actor: Record<string, unknown>;
  displayable_number: string;
  name: string;
  primary_registration_number: string;
  secondary_registration_number: string;
  primary_tax_identifier_number: string;
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  legal_address: Record<string, unknown>;
}

/**
 * Payload of the `late_payment_fee_application_service_completed` event, payload version v1 (catalogue section "Company, late payment fees, leads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/late_payment_fee_application_service_completed/v1.json
 */
export interface LatePaymentFeeApplicationServiceCompletedV1 {
  run_id: string;
  account_number: string;
  fees_applied_count: number;
  fees_unapplied_count: number;
}

/**
 * Payload of the `late_payment_fee_application_service_fee_applied` event, payload version v1 (catalogue section "Company, late payment fees, leads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/late_payment_fee_application_service_fee_applied/v1.json
 */
export interface LatePaymentFeeApplicationServiceFeeAppliedV1 {
  run_id: string;
  account_number: string;
  fee_amount: number;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  fee_date: string;
  fee_type?: string;
  charge_id: string;
}

/**
 * Payload of the `late_payment_fee_application_service_started` event, payload version v1 (catalogue section "Company, late payment fees, leads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/late_payment_fee_application_service_started/v1.json
 */
export interface LatePaymentFeeApplicationServiceStartedV1 {
  run_id: string;
  account_number: string;
}

/**
 * Payload of the `late_payment_fee_calculation_service_completed` event, payload version v1 (catalogue section "Company, late payment fees, leads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/late_payment_fee_calculation_service_completed/v1.json
 */
export interface LatePaymentFeeCalculationServiceCompletedV1 {
  run_id: string;
  account_number: string;
  fees_calculated_count: number;
}

/**
 * Payload of the `late_payment_fee_calculation_service_started` event, payload version v1 (catalogue section "Company, late payment fees, leads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/late_payment_fee_calculation_service_started/v1.json
 */
export interface LatePaymentFeeCalculationServiceStartedV1 {
  run_id: string;
  account_number: string;
}

/**
 * Payload of the `late_payment_fee_calculator_completed` event, payload version v1 (catalogue section "Company, late payment fees, leads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/late_payment_fee_calculator_completed/v1.json
 */
export interface LatePaymentFeeCalculatorCompletedV1 {
  run_id: string;
  account_number: string;
  fees_applied_count: number;
  fees_unapplied_count: number;
}

/**
 * Payload of the `late_payment_fee_calculator_fee_applied` event, payload version v1 (catalogue section "Company, late payment fees, leads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/late_payment_fee_calculator_fee_applied/v1.json
 */
export interface LatePaymentFeeCalculatorFeeAppliedV1 {
  run_id: string;
  account_number: string;
  charge_id: string;
}

/**
 * Payload of the `late_payment_fee_calculator_started` event, payload version v1 (catalogue section "Company, late payment fees, leads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/late_payment_fee_calculator_started/v1.json
 */
export interface LatePaymentFeeCalculatorStartedV1 {
  run_id: string;
  account_number: string;
}

/**
 * Payload of the `late_payment_fee_waived` event, payload version v1 (catalogue section "Company, late payment fees, leads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/late_payment_fee_waived/v1.json
 */
export interface LatePaymentFeeWaivedV1 {
  fee_id: number;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  waived_at: string;
  support_user_id: number;
}

/**
 * Payload of the `leads.lead.stage-updated` event, payload version v1 (catalogue section "Company, late payment fees, leads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/leads.lead.stage-updated/v1.json
 */
export interface LeadsLeadStageUpdatedV1 {
  lead_number: string;
  funnel_code: string;
  stage: string;
}

/**
 * Payload of the `leads.opportunity.document-attached-to-opportunity` event, payload version v1 (catalogue section "Company, late payment fees, leads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/leads.opportunity.document-attached-to-opportunity/v1.json
 */
export interface LeadsOpportunityDocumentAttachedToOpportunityV1 {
  opportunity_number: string;
  attachment_id: number;
  category: string;
}

/**
 * Payload of the `leads.opportunity.offer-group.created` event, payload version v2 (catalogue section "Company, late payment fees, leads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/leads.opportunity.offer-group.created/v2.json
 */
export interface LeadsOpportunityOfferGroupCreatedV2 {
  opportunity_number: string;
  offer_group_identifier: string;
}

/**
 * Payload of the `leads.opportunity.stage-updated` event, payload version v1 (catalogue section "Company, late payment fees, leads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/leads.opportunity.stage-updated/v1.json
 */
export interface LeadsOpportunityStageUpdatedV1 {
  opportunity_number: string;
  funnel_code: string;
  stage: string;
  updated_by_user_id?: number;
}
