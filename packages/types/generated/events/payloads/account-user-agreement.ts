// Generated from specs/asyncapi.yaml by packages/types/scripts/generate-event-types.ts. Do not edit; run npm run generate.
// Event payloads of the catalogue section "Account, user, agreement".
import type { CommsPreferencesChanges, Product, PsrRecord } from '../shared-types.js';

/**
 * Payload of the `account.communications_preferences_updated` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account.communications_preferences_updated/v1.json
 */
export interface AccountCommunicationsPreferencesUpdatedV1 {
  account_number: string;
  changes: CommsPreferencesChanges;
}

/**
 * Payload of the `account.created` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account.created/v1.json
 */
export interface AccountCreatedV1 {
  account_number: string;
  account_user_emails: string[];
  is_imported?: boolean;
}

/**
 * Payload of the `account.occupied` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account.occupied/v1.json
 */
export interface AccountOccupiedV1 {
  account_number: string;
}

/**
 * Payload of the `account.reactivated` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account.reactivated/v1.json
 */
export interface AccountReactivatedV1 {
  account_number: string;
  previous_status: string;
  reactivation_source: string;
}

/**
 * Payload of the `account.smart-meter-read-permission-changed` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account.smart-meter-read-permission-changed/v1.json
 */
export interface AccountSmartMeterReadPermissionChangedV1 {
  account_number: string;
  old_permission: string;
  new_permission: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  effective_from: string;
  changed_by_id: string;
  changed_by_type: string;
}

/**
 * Payload of the `account.updated` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account.updated/v1.json
 */
export interface AccountUpdatedV1 {
  account_number: string;
  account_user_emails: string[];
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  changes: Record<string, unknown>;
  is_override?: boolean;
}

/**
 * Payload of the `account_metadata.created` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account_metadata.created/v1.json
 */
export interface AccountMetadataCreatedV1 {
  account_number: string;
  key: string;
  value: string;
}

/**
 * Payload of the `account_metadata.removed` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account_metadata.removed/v1.json
 */
export interface AccountMetadataRemovedV1 {
  account_number: string;
  key: string;
  value: string;
}

/**
 * Payload of the `account_metadata.updated` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account_metadata.updated/v1.json
 */
export interface AccountMetadataUpdatedV1 {
  account_number: string;
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  changes: Record<string, unknown>;
}

/**
 * Payload of the `account_property_effective_period_metadata.created` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account_property_effective_period_metadata.created/v1.json
 */
export interface AccountPropertyEffectivePeriodMetadataCreatedV1 {
  account_property_effective_period_id: number;
  key: string;
  value: string;
}

/**
 * Payload of the `account_property_effective_period_metadata.removed` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account_property_effective_period_metadata.removed/v1.json
 */
export interface AccountPropertyEffectivePeriodMetadataRemovedV1 {
  account_property_effective_period_id: number;
  key: string;
  value: string;
}

/**
 * Payload of the `account_property_effective_period_metadata.updated` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account_property_effective_period_metadata.updated/v1.json
 */
export interface AccountPropertyEffectivePeriodMetadataUpdatedV1 {
  account_property_effective_period_id: number;
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  changes: Record<string, unknown>;
}

/**
 * Payload of the `account_user.created` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account_user.created/v1.json
 */
export interface AccountUserCreatedV1 {
  user_id: number;
  user_email: string;
  user_number: string;
  linked_accounts: Record<string, unknown>[];
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  user_identifiers?: Record<string, unknown>;
  initiator_type?: string;
  is_customer_initiated?: boolean;
}

/**
 * Payload of the `account_user.password_changed` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account_user.password_changed/v1.json
 */
export interface AccountUserPasswordChangedV1 {
  user_id: number;
}

/**
 * Payload of the `account_user.password_reset_requested` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account_user.password_reset_requested/v1.json
 */
export interface AccountUserPasswordResetRequestedV1 {
  account_user_id: number;
  account_user_number: string;
}

/**
 * Payload of the `account_user.psr_records_updated` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account_user.psr_records_updated/v1.json
 */
export interface AccountUserPsrRecordsUpdatedV1 {
  user_id: number;
  created_records: PsrRecord[];
  updated_records: PsrRecord[];
  deleted_records: PsrRecord[];
}

/**
 * Payload of the `account_user.removed` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account_user.removed/v1.json
 */
export interface AccountUserRemovedV1 {
  user_id: number;
  user_email: string;
  user_number: string;
  linked_accounts: Record<string, unknown>[];
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  user_identifiers?: Record<string, unknown>;
  initiator_type?: string;
  is_customer_initiated?: boolean;
}

/**
 * Payload of the `account_user.updated` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account_user.updated/v1.json
 */
export interface AccountUserUpdatedV1 {
  user_id: number;
  user_email: string;
  user_number: string;
  linked_accounts: Record<string, unknown>[];
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  user_identifiers?: Record<string, unknown>;
  initiator_type?: string;
  is_customer_initiated?: boolean;
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  changes: Record<string, unknown>;
  is_override?: boolean;
}

/**
 * Payload of the `account_user.verification_completed` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account_user.verification_completed/v1.json
 */
export interface AccountUserVerificationCompletedV1 {
  user_number: string;
  verification_id: number;
  verification_type: string;
}

/**
 * Payload of the `account_user.verification_started` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account_user.verification_started/v1.json
 */
export interface AccountUserVerificationStartedV1 {
  user_number: string;
  verification_id: number;
  verification_type: string;
}

/**
 * Payload of the `account_user_metadata.created` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account_user_metadata.created/v1.json
 */
export interface AccountUserMetadataCreatedV1 {
  user_id: number;
  key: string;
  value: string;
}

/**
 * Payload of the `account_user_metadata.removed` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account_user_metadata.removed/v1.json
 */
export interface AccountUserMetadataRemovedV1 {
  user_id: number;
  key: string;
  value: string;
}

/**
 * Payload of the `account_user_metadata.updated` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/account_user_metadata.updated/v1.json
 */
export interface AccountUserMetadataUpdatedV1 {
  user_id: number;
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  changes: Record<string, unknown>;
}

/**
 * Payload of the `affiliates.affiliate-account-contract-created` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/affiliates.affiliate-account-contract-created/v1.json
 */
export interface AffiliatesAffiliateAccountContractCreatedV1 {
  affiliate_account_contract_id: number;
  affiliate_contract_id: number;
  account_number: string;
  fuel: string;
}

/**
 * Payload of the `agreement.created` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/agreement.created/v1.json
 */
export interface AgreementCreatedV1 {
  agreement_id: number;
  account_number: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  valid_from: string;
  product_code: string;
  account_contract_identifier?: string;
  business_contract_identifier?: string;
}

/**
 * Payload of the `agreement.revoked` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/agreement.revoked/v1.json
 */
export interface AgreementRevokedV1 {
  agreement_id: number;
}

/**
 * Payload of the `agreement.revoked` event, payload version v2 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/agreement.revoked/v2.json
 */
export interface AgreementRevokedV2 {
  agreement_id: number;
  account_number: string;
}

/**
 * Payload of the `agreement.rollover.completed` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/agreement.rollover.completed/v1.json
 */
export interface AgreementRolloverCompletedV1 {
  account_number: string;
  supply_point_id: string;
  expiring_agreement_id: number;
  rolled_on_to_agreement_id: number;
  new_product: Product;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  rolled_on_to_agreement_valid_from: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  rolled_on_to_agreement_valid_to: string;
}

/**
 * Payload of the `agreement.terminated` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/agreement.terminated/v1.json
 */
export interface AgreementTerminatedV1 {
  agreement_id: number;
}

/**
 * Payload of the `agreement.terminated` event, payload version v2 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/agreement.terminated/v2.json
 */
export interface AgreementTerminatedV2 {
  agreement_id: number;
  account_number: string;
}

/**
 * Payload of the `agreement.updated` event, payload version v1 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/agreement.updated/v1.json
 */
export interface AgreementUpdatedV1 {
  agreement_id: number;
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  changes: Record<string, unknown>;
  is_override?: boolean;
}

/**
 * Payload of the `agreement.updated` event, payload version v2 (catalogue section "Account, user, agreement"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/agreement.updated/v2.json
 */
export interface AgreementUpdatedV2 {
  agreement_id: number;
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  changes: Record<string, unknown>;
  is_override?: boolean;
  account_number: string;
}
