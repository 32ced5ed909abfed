// Generated from specs/asyncapi.yaml by packages/types/scripts/generate-event-types.ts. Do not edit; run npm run generate.
// Event payloads of the catalogue section "Business, campaigns, collections, debt, deposits, dunning".

/**
 * Payload of the `business.created` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/business.created/v1.json
 */
export interface BusinessCreatedV1 {
  id: number;
}

/**
 * Payload of the `business.updated` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/business.updated/v1.json
 */
export interface BusinessUpdatedV1 {
  id: number;
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  changes: Record<string, unknown>;
}

/**
 * Payload of the `business_operations_team.updated` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/business_operations_team.updated/v1.json
 */
export interface BusinessOperationsTeamUpdatedV1 {
  id: number;
  operations_team_id: number;
}

/**
 * Payload of the `campaign_account.added` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/campaign_account.added/v1.json
 */
export interface CampaignAccountAddedV1 {
  account_number: string;
  campaign_name: string;
  campaign_slug?: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  campaign_expiry_date?: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  campaign_account_expiry_date?: string;
}

/**
 * Payload of the `campaign_account.removed` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/campaign_account.removed/v1.json
 */
export interface CampaignAccountRemovedV1 {
  account_number: string;
  campaign_name: string;
  campaign_slug?: string;
}

/**
 * Payload of the `campaign_account.updated` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/campaign_account.updated/v1.json
 */
export interface CampaignAccountUpdatedV1 {
  account_number: string;
  campaign_name: string;
  campaign_slug?: string;
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  changes: Record<string, unknown>;
}

/**
 * Payload of the `charging.priming.errored` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/charging.priming.errored/v1.json
 */
export interface ChargingPrimingErroredV1 {
  errors: string[];
  supply_point_id: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  period_start: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  period_end: string;
}

/**
 * Payload of the `collection_proceeding.created` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/collection_proceeding.created/v1.json
 */
export interface CollectionProceedingCreatedV1 {
  id: number;
  account_number: string;
  amount?: number;
  campaign?: string;
  is_white_label: boolean;
  agency_code: string;
}

/**
 * Payload of the `collection_process.leave_supplier_instigated` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/collection_process.leave_supplier_instigated/v1.json
 */
export interface CollectionProcessLeaveSupplierInstigatedV1 {
  number: string;
  account_number: string;
  leave_supplier_process_number: string;
}

/**
 * Payload of the `collection_process.paused` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/collection_process.paused/v1.json
 */
export interface CollectionProcessPausedV1 {
  number: string;
  account_number: string;
  source: string;
  active_pause_reasons: string[];
}

/**
 * Payload of the `collection_process.raised` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/collection_process.raised/v1.json
 */
export interface CollectionProcessRaisedV1 {
  number: string;
  account_number: string;
  ledger?: string;
  billing_document?: string;
  config_code: string;
}

/**
 * Payload of the `collection_process.reactivated` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/collection_process.reactivated/v1.json
 */
export interface CollectionProcessReactivatedV1 {
  number: string;
}

/**
 * Payload of the `collection_process.run_termination_requested` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/collection_process.run_termination_requested/v1.json
 */
export interface CollectionProcessRunTerminationRequestedV1 {
  number: string;
}

/**
 * Payload of the `collection_process.unpaused` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/collection_process.unpaused/v1.json
 */
export interface CollectionProcessUnpausedV1 {
  number: string;
  account_number: string;
  source: string;
}

/**
 * Payload of the `collection_process.withdrawn` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/collection_process.withdrawn/v1.json
 */
export interface CollectionProcessWithdrawnV1 {
  number: string;
  account_number: string;
  external_reference: string;
}

/**
 * Payload of the `collection_process.withdrawn` event, payload version v2 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers. Not a superset of v1: `external_reference` is gone (see x-compatibility-exception).
 *
 * JSON Schema: https://energy-contracts.example/schemas/collection_process.withdrawn/v2.json
 */
export interface CollectionProcessWithdrawnV2 {
  number: string;
  account_number: string;
}

/**
 * Payload of the `debt.actioning.automated_debt_write_back.completed` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/debt.actioning.automated_debt_write_back.completed/v1.json
 */
export interface DebtActioningAutomatedDebtWriteBackCompletedV1 {
  ledger_number: string;
  account_number: string;
  amount: number;
}

/**
 * Payload of the `debt.actioning.automated_debt_write_back.failed` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/debt.actioning.automated_debt_write_back.failed/v1.json
 */
export interface DebtActioningAutomatedDebtWriteBackFailedV1 {
  ledger_number: string;
  account_number: string;
  reason: string;
  exception: string;
}

/**
 * Payload of the `debt.actioning.automated_debt_write_back.skipped` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/debt.actioning.automated_debt_write_back.skipped/v1.json
 */
export interface DebtActioningAutomatedDebtWriteBackSkippedV1 {
  ledger_number: string;
  account_number: string;
  reason: string;
}

/**
 * Payload of the `delinquent_debt.position_changed` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/delinquent_debt.position_changed/v1.json
 */
export interface DelinquentDebtPositionChangedV1 {
  ledger_number: string;
  changed_on: string;
  previous_value: number;
  new_value: number;
}

/**
 * Payload of the `delinquent_debt.position_changed` event, payload version v2 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/delinquent_debt.position_changed/v2.json
 */
export interface DelinquentDebtPositionChangedV2 {
  ledger_number: string;
  changed_on: string;
  previous_value: number;
  new_value: number;
  account_number: string;
}

/**
 * Payload of the `deposit_agreement.accepted` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/deposit_agreement.accepted/v1.json
 */
export interface DepositAgreementAcceptedV1 {
  deposit_key: string;
  reason: string;
  amount: number;
  account_number: string;
  ledger_identifier: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  accepted_at: string;
}

/**
 * Payload of the `deposit_agreement.fulfilled` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/deposit_agreement.fulfilled/v1.json
 */
export interface DepositAgreementFulfilledV1 {
  deposit_key: string;
  reason: string;
  amount: number;
  account_number: string;
  ledger_identifier: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  fulfilled_at: string;
}

/**
 * Payload of the `deposit_agreement.instalment_returned` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/deposit_agreement.instalment_returned/v1.json
 */
export interface DepositAgreementInstalmentReturnedV1 {
  deposit_key: string;
  reason: string;
  amount: number;
  account_number: string;
  ledger_identifier: string;
  returned_amount: number;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  returned_at: string;
}

/**
 * Payload of the `deposit_agreement.returned` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/deposit_agreement.returned/v1.json
 */
export interface DepositAgreementReturnedV1 {
  deposit_key: string;
  reason: string;
  amount: number;
  account_number: string;
  ledger_identifier: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  returned_at: string;
}

/**
 * Payload of the `deposit_agreement.withdrawn` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/deposit_agreement.withdrawn/v1.json
 */
export interface DepositAgreementWithdrawnV1 {
  deposit_key: string;
  reason: string;
  amount: number;
  account_number: string;
  ledger_identifier: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  withdrawn_at: string;
}

/**
 * Payload of the `dunning_path_paused` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/dunning_path_paused/v1.json
 */
export interface DunningPathPausedV1 {
  account_number: string;
  dunning_path_name: string;
  dunning_process_id: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  pause_start_date: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  pause_end_date: string;
  created_note: string;
}

/**
 * Payload of the `dunning_path_started` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/dunning_path_started/v1.json
 */
export interface DunningPathStartedV1 {
  dunning_path_name: string;
  dunning_process_id: string;
  account_number: string;
  created_note: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  start_date: string;
}

/**
 * Payload of the `dunning_path_unpaused` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/dunning_path_unpaused/v1.json
 */
export interface DunningPathUnpausedV1 {
  account_number: string;
  dunning_path_name: string;
  dunning_process_id: string;
}

/**
 * Payload of the `dunning_path_withdrawn` event, payload version v1 (catalogue section "Business, campaigns, collections, debt, deposits, dunning"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/dunning_path_withdrawn/v1.json
 */
export interface DunningPathWithdrawnV1 {
  account_number: string;
  dunning_path_name: string;
  dunning_process_id: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  withdrawn_date: string;
  withdrawn_note: string;
}
