// Generated from specs/asyncapi.yaml by packages/types/scripts/generate-event-types.ts. Do not edit; run npm run generate.
// Object types shared between event payloads (the seed's <Name> types), defined once.

/**
 * Shared object type `<ActivatedSupplyPoint>` of the event catalogue.
 */
export interface ActivatedSupplyPoint {
  external_identifier: string;
  market_name: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  confirmed_supply_start_date: string;
}

/**
 * Shared object type `<ActivationInitiatedSupplyPoint>` of the event catalogue.
 */
export interface ActivationInitiatedSupplyPoint {
  external_identifier: string;
  market_name: string;
}

/**
 * Shared object type `<AmendedSubject>` of the event catalogue.
 */
export interface AmendedSubject {
  type: string;
  identifier: string;
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
 * Shared object type `<BillingAccount>` of the event catalogue.
 */
export interface BillingAccount {
  number: string;
}

/**
 * Shared object type `<ChargePeriod>` of the event catalogue.
 */
export interface ChargePeriod {
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  start_at: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  end_at: string;
}

/**
 * Shared object type `<CommsPreferencesChanges>` of the event catalogue.
 */
export interface CommsPreferencesChanges {
  requires_postal_comms?: boolean[];
  preferred_language_for_comms?: string[];
  document_accessibility?: string[];
}

/**
 * Shared object type `<Consent>` of the event catalogue.
 */
export interface Consent {
  id: number;
  consent_type_code: string;
  value: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  signed_at: string;
}

/**
 * Shared object type `<ContractJourney>` of the event catalogue.
 */
export interface ContractJourney {
  number: string;
  type: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  requested_at: string;
}

/**
 * Shared object type `<ContractReferences>` of the event catalogue.
 */
export interface ContractReferences {
  account_contract_identifier?: string;
  business_contract_identifier?: string;
}

/**
 * Shared object type `<DeviceDisconnected>` of the event catalogue.
 */
export interface DeviceDisconnected {
  cause: string;
  disconnected_soc: number;
}

/**
 * Shared object type `<DeviceOptimisation>` of the event catalogue.
 */
export interface DeviceOptimisation {
  dispatches: Dispatch[];
  achievable_target_soc: number;
  energy_capacity: number;
  start_soc: number;
  user_target_soc: number;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  optimization_begin: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  optimization_end: string;
  is_reoptimization: boolean;
  force_v1g_charging: boolean;
  fleet_id: string;
}

/**
 * Shared object type `<Dispatch>` of the event catalogue.
 */
export interface Dispatch {
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  begin: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  end: string;
  power: number;
}

/**
 * Shared object type `<DisputedReading>` of the event catalogue.
 */
export interface DisputedReading {
  mprn: string;
  supplier: string;
  reference_number: number;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  transfer_date: string;
  initiating_organisation: string;
  io_contact_name: string;
  recipient_organisation: string;
  ro_contact_name: string;
  meter_serial: string;
  meter_digits: number;
  house_name_number: string;
  postcode: string;
  disputed_reading: number;
  disputed_reading_is_actual: boolean;
  proposed_reading: number;
  proposed_reading_is_actual: boolean;
  status_response: string;
  root_cause: string;
  rejection_acceptance_code: string;
  criteria: string;
  comments: string;
  is_gain: boolean;
}

/**
 * Shared object type `<EnrollmentSupplyPoint>` of the event catalogue.
 */
export interface EnrollmentSupplyPoint {
  market_name: string;
  external_identifier: string;
  confirmed_ssd: string;
  was_cancelled: boolean;
}

/**
 * Shared object type `<GroupVersion>` of the event catalogue.
 */
export interface GroupVersion {
  identifier: string;
  effective_period: Period;
  system_period: Period;
  traits: Trait[];
}

/**
 * Shared object type `<HouseMoveAccount>` of the event catalogue. Defined by the catalogue, but no listed event refers to it yet; kept so future events can reuse it.
 */
export interface HouseMoveAccount {
  number: string;
  external_reference: string;
}

/**
 * Shared object type `<HouseMoveSupplyPoint>` of the event catalogue. Defined by the catalogue, but no listed event refers to it yet; kept so future events can reuse it.
 */
export interface HouseMoveSupplyPoint {
  id: string;
  industry?: string;
  tariff_code?: string;
  tariff_payment_method?: string;
}

/**
 * Shared object type `<InkAction>` of the event catalogue.
 */
export interface InkAction {
  code: string;
  succeeded: boolean;
  stop_further_evaluation: boolean;
}

/**
 * Shared object type `<InkContent>` of the event catalogue.
 */
export interface InkContent {
  from_address?: string;
  subject?: string;
  to_addresses?: string[];
  tags: string[];
}

/**
 * Shared object type `<InkConversation>` of the event catalogue.
 */
export interface InkConversation {
  conversation_relay_id: string;
  account_number: string;
  message: InkMessage;
}

/**
 * Shared object type `<InkConversationState>` of the event catalogue.
 */
export interface InkConversationState {
  conversation_id: number;
  conversation_relay_id: string;
  account_number: string;
  latest_contacted_account_user_number: string;
  support_user_id: number;
  actor_type: string;
  actor_id: number;
  organisation_id: number;
}

/**
 * Shared object type `<InkFailure>` of the event catalogue.
 */
export interface InkFailure {
  type: string;
  reason: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  occurred_at: string;
}

/**
 * Shared object type `<InkMessage>` of the event catalogue.
 */
export interface InkMessage {
  relay_id: string;
  vendor_id: string;
  channel: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  occurred_at: string;
}

/**
 * Shared object type `<InkMessageContent>` of the event catalogue.
 */
export interface InkMessageContent {
  message_id: number;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  occurred_at: string;
  channel: string;
  content: InkContent;
}

/**
 * Shared object type `<InkMessageWithVendor>` of the event catalogue.
 */
export interface InkMessageWithVendor {
  relay_id: string;
  vendor: string;
  vendor_id: string;
  channel: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  occurred_at: string;
}

/**
 * Shared object type `<JoinAgreement>` of the event catalogue.
 */
export interface JoinAgreement {
  id: number;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  valid_from: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  valid_to: string;
  product_code: string;
}

/**
 * Shared object type `<JoinProcess>` of the event catalogue.
 */
export interface JoinProcess {
  account_number: string;
  join_supplier_process_number: string;
}

/**
 * Shared object type `<JoinSupplyPoint>` of the event catalogue.
 */
export interface JoinSupplyPoint {
  external_identifier: string;
  market_name: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  requested_supply_start_date: string;
}

/**
 * Shared object type `<LeaveSupplyPoint>` of the event catalogue.
 */
export interface LeaveSupplyPoint {
  market_identifier: string;
  external_identifier: string;
  market_name: string;
}

/**
 * Shared object type `<Ledger>` of the event catalogue.
 */
export interface Ledger {
  account: BillingAccount;
  number: string;
  id?: string;
}

/**
 * Shared object type `<LedgerEntry>` of the event catalogue.
 */
export interface LedgerEntry {
  id: number;
  is_charge: boolean;
  is_credit: boolean;
  is_payment: boolean;
  is_repayment: boolean;
  is_reversal: boolean;
  is_reversed: boolean;
  source_id?: number;
  source_type?: string;
}

/**
 * Shared object type `<LedgerEntryRemoval>` of the event catalogue.
 */
export interface LedgerEntryRemoval {
  id: number;
  amount: number;
  is_charge: boolean;
  is_credit: boolean;
  is_payment: boolean;
  is_repayment: boolean;
  is_reversal: boolean;
  is_reversed: boolean;
  source_reason: string;
}

/**
 * Shared object type `<Membership>` of the event catalogue.
 */
export interface Membership {
  contract_identifier: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  valid_from: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  valid_to: string;
}

/**
 * Shared object type `<Meter>` of the event catalogue. Defined by the catalogue, but no listed event refers to it yet; kept so future events can reuse it.
 */
export interface Meter {
  serial_number: string;
  current_rating: number;
  location: string;
  make_and_type: string;
  meter_asset_provider_mpid: string;
  meter_type: string;
  retrieval_method: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  retrieval_method_effective_from: string;
  meter_cop: string;
  meter_cop_dispensation: string;
  communications_address: string;
  communications_method: string;
  vt_ratio: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  installation_date: string;
  timing_device_id: string;
  is_tele_switch: boolean;
  ct_ratio: string;
  registers: Register[];
}

/**
 * Shared object type `<MeterPointRef>` of the event catalogue. Defined by the catalogue, but no listed event refers to it yet; kept so future events can reuse it.
 */
export interface MeterPointRef {
  id: number;
  mpan: string;
}

/**
 * Shared object type `<NewMembership>` of the event catalogue.
 */
export interface NewMembership {
  contract_identifier: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  valid_from: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  valid_to?: string;
}

/**
 * Shared object type `<Payment>` of the event catalogue. Defined by the catalogue, but no listed event refers to it yet; kept so future events can reuse it.
 */
export interface Payment {
  id: number;
  amount: number;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  payment_date: string;
  description: string;
  failure_reason?: string;
}

/**
 * Shared object type `<PaymentAccount>` of the event catalogue. Only the unused `<PaymentLedger>` refers to it.
 */
export interface PaymentAccount {
  number: string;
}

/**
 * Shared object type `<PaymentLedger>` of the event catalogue. Defined by the catalogue, but no listed event refers to it yet; kept so future events can reuse it.
 */
export interface PaymentLedger {
  account: PaymentAccount;
  id?: string;
}

/**
 * Shared object type `<Period>` of the event catalogue.
 */
export interface Period {
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  start: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  end: string;
}

/**
 * Shared object type `<Product>` of the event catalogue.
 */
export interface Product {
  code: string;
  market_name: string;
  brand_code: string;
}

/**
 * Shared object type `<PsrRecord>` of the event catalogue.
 */
export interface PsrRecord {
  description: string;
  electricity_industry_code: string;
  gas_industry_code: string;
}

/**
 * Shared object type `<Register>` of the event catalogue. Defined by the catalogue, but no listed event refers to it yet; kept so future events can reuse it.
 */
export interface Register {
  register_id: string;
  register_type: string;
  measurement_quantity: string;
  multiplier: string;
  digits: number;
  is_main: boolean;
  associated_meter_serial: string;
  associated_register_id: string;
}

/**
 * Shared object type `<RemovedMeter>` of the event catalogue. Defined by the catalogue, but no listed event refers to it yet; kept so future events can reuse it.
 */
export interface RemovedMeter {
  serial_number: string;
  date_of_removal: string;
  meter_asset_provider_mpid: string;
}

/**
 * Shared object type `<SigningIdentity>` of the event catalogue.
 */
export interface SigningIdentity {
  identity_type: string;
  identity: string;
}

/**
 * Shared object type `<SubjectContractJourney>` of the event catalogue.
 */
export interface SubjectContractJourney {
  number: string;
  subject_number: string;
}

/**
 * Shared object type `<SupplyPeriod>` of the event catalogue.
 */
export interface SupplyPeriod {
  id: number;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  supply_start_at: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  supply_end_at: string;
}

/**
 * Shared object type `<TerminatedSupplyPoint>` of the event catalogue.
 */
export interface TerminatedSupplyPoint {
  external_identifier: string;
  market_name: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  confirmed_supply_end_date: string;
}

/**
 * Shared object type `<TerminationInitiatedSupplyPoint>` of the event catalogue.
 */
export interface TerminationInitiatedSupplyPoint {
  external_identifier: string;
  market_name: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  requested_supply_end_date: string;
}

/**
 * Shared object type `<Trait>` of the event catalogue.
 */
export interface Trait {
  identifier: string;
  type: string;
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  data: Record<string, unknown>;
}
