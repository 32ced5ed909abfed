// Generated from specs/asyncapi.yaml by packages/types/scripts/generate-event-types.ts. Do not edit; run npm run generate.
// Event payloads of the catalogue section "Communications, quotes, consents, contracts".
import type { AmendedSubject, Consent, ContractJourney, GroupVersion, Membership, NewMembership, Period, SigningIdentity, SubjectContractJourney, Trait } from '../shared-types.js';

/**
 * Payload of the `comms.account-call.updated` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/comms.account-call.updated/v1.json
 */
export interface CommsAccountCallUpdatedV1 {
  account_number: string;
  call_id: number;
  call_key: string;
  transcript_key: string;
  redacted_transcript_key: string;
  bucket: string;
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  changes: Record<string, unknown>;
}

/**
 * Payload of the `comms.customer_email_bounced` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/comms.customer_email_bounced/v1.json
 */
export interface CommsCustomerEmailBouncedV1 {
  account_number: string;
  user_id: number;
  message_id: number;
  template_code: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  bounced_at: string;
}

/**
 * Payload of the `comms.push-notification.received-unregistered-or-expired-token` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/comms.push-notification.received-unregistered-or-expired-token/v1.json
 */
export interface CommsPushNotificationReceivedUnregisteredOrExpiredTokenV1 {
  push_notification_binding_id: number;
}

/**
 * Payload of the `comms.transcription.created` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/comms.transcription.created/v1.json
 */
export interface CommsTranscriptionCreatedV1 {
  account_number: string;
  call_id: number;
  call_key: string;
  transcript_key: string;
  redacted_transcript_key: string;
  bucket: string;
}

/**
 * Payload of the `complex_quoting.cost_calculation_finished` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/complex_quoting.cost_calculation_finished/v1.json
 */
export interface ComplexQuotingCostCalculationFinishedV1 {
  quote_configuration_number: string;
  succeeded: boolean;
  triggered_by_id: number;
}

/**
 * Payload of the `consents.consent.created` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/consents.consent.created/v1.json
 */
export interface ConsentsConsentCreatedV1 {
  signing_identity: SigningIdentity;
  consent: Consent;
}

/**
 * Payload of the `consents.consent.updated` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/consents.consent.updated/v1.json
 */
export interface ConsentsConsentUpdatedV1 {
  signing_identity: SigningIdentity;
  consent: Consent;
}

/**
 * Payload of the `consents.settlement-granularity.changed` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/consents.settlement-granularity.changed/v1.json
 */
export interface ConsentsSettlementGranularityChangedV1 {
  mpan: string;
  granularity_value: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  effective_from: string;
}

/**
 * Payload of the `contract-groups.created` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/contract-groups.created/v1.json
 */
export interface ContractGroupsCreatedV1 {
  contract_group_identifier: string;
  group_type: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  valid_from: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  valid_to?: string;
  managing_party_identifier?: string;
  external_identifier?: string;
  name?: string;
  memberships: NewMembership[];
  traits: Trait[];
}

/**
 * Payload of the `contract-groups.memberships-changed` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/contract-groups.memberships-changed/v1.json
 */
export interface ContractGroupsMembershipsChangedV1 {
  contract_group_identifier: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  effective_at: string;
  memberships_started: Membership[];
  memberships_ended: Membership[];
}

/**
 * Payload of the `contract-groups.version-created` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/contract-groups.version-created/v1.json
 */
export interface ContractGroupsVersionCreatedV1 {
  contract_group_identifier: string;
  effective_period: Period;
  superseded_versions: GroupVersion[];
  created_versions: GroupVersion[];
}

/**
 * Payload of the `contracts.actualized` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/contracts.actualized/v1.json
 */
export interface ContractsActualizedV1 {
  contract_identifier: string;
  version_reference: number;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  occurred_at: string;
  for_subjects: string[];
}

/**
 * Payload of the `contracts.created` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/contracts.created/v1.json
 */
export interface ContractsCreatedV1 {
  contract_identifier: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  occurred_at: string;
  sales_record_identifier?: string;
}

/**
 * Payload of the `contracts.expired` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/contracts.expired/v1.json
 */
export interface ContractsExpiredV1 {
  contract_identifier: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  occurred_at: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  valid_to: string;
}

/**
 * Payload of the `contracts.expiry-approaching` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/contracts.expiry-approaching/v1.json
 */
export interface ContractsExpiryApproachingV1 {
  contract_identifier: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  occurred_at: string;
  days_before_expiry: number;
}

/**
 * Payload of the `contracts.journeys.creation.started` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/contracts.journeys.creation.started/v1.json
 */
export interface ContractsJourneysCreationStartedV1 {
  contract_journey: ContractJourney;
  contract_identifier: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  occurred_at: string;
  subject_contract_journeys: SubjectContractJourney[];
}

/**
 * Payload of the `contracts.journeys.termination.started` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/contracts.journeys.termination.started/v1.json
 */
export interface ContractsJourneysTerminationStartedV1 {
  contract_journey: ContractJourney;
  contract_identifier: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  occurred_at: string;
  subject_contract_journeys: SubjectContractJourney[];
}

/**
 * Payload of the `contracts.journeys.variation.started` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/contracts.journeys.variation.started/v1.json
 */
export interface ContractsJourneysVariationStartedV1 {
  contract_journey: ContractJourney;
  contract_identifier: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  occurred_at: string;
}

/**
 * Payload of the `contracts.rescinded` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/contracts.rescinded/v1.json
 */
export interface ContractsRescindedV1 {
  contract_identifier: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  occurred_at: string;
}

/**
 * Payload of the `contracts.revoked` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/contracts.revoked/v1.json
 */
export interface ContractsRevokedV1 {
  contract_identifier: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  occurred_at: string;
}

/**
 * Payload of the `contracts.subject-amended` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/contracts.subject-amended/v1.json
 */
export interface ContractsSubjectAmendedV1 {
  contract_identifier: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  occurred_at: string;
  added: AmendedSubject[];
  updated: AmendedSubject[];
  removed: AmendedSubject[];
}

/**
 * Payload of the `contracts.terminated` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/contracts.terminated/v1.json
 */
export interface ContractsTerminatedV1 {
  contract_identifier: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  occurred_at: string;
}

/**
 * Payload of the `contracts.terms-varied` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/contracts.terms-varied/v1.json
 */
export interface ContractsTermsVariedV1 {
  contract_identifier: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  occurred_at: string;
}

/**
 * Payload of the `messaging.push-notification.token-unregistered` event, payload version v1 (catalogue section "Communications, quotes, consents, contracts"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/messaging.push-notification.token-unregistered/v1.json
 */
export interface MessagingPushNotificationTokenUnregisteredV1 {
  token: string;
  external_provider: string;
}
