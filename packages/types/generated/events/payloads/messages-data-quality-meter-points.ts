// Generated from specs/asyncapi.yaml by packages/types/scripts/generate-event-types.ts. Do not edit; run npm run generate.
// Event payloads of the catalogue section "Messages, data quality, meter points".
import type { DisputedReading } from '../shared-types.js';

/**
 * Payload of the `message-batch.received.d0036` event, payload version v1 (catalogue section "Messages, data quality, meter points"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/message-batch.received.d0036/v1.json
 */
export interface MessageBatchReceivedD0036V1 {
  message_path: string;
}

/**
 * Payload of the `message-batch.received.d2021` event, payload version v1 (catalogue section "Messages, data quality, meter points"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/message-batch.received.d2021/v1.json
 */
export interface MessageBatchReceivedD2021V1 {
  message_path: string;
}

/**
 * Payload of the `meter_data_quality.resolution_cancelled` event, payload version v1 (catalogue section "Messages, data quality, meter points"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meter_data_quality.resolution_cancelled/v1.json
 */
export interface MeterDataQualityResolutionCancelledV1 {
  issue_id: number;
  issue_category: string;
  issue_subcategory: string;
  issue_status: string;
  market_supply_point_id: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  opened_at: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  period_start: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  period_end: string;
  reading_type: string;
  utility: string;
}

/**
 * Payload of the `meter_data_quality.resolution_cancelled` event, payload version v2 (catalogue section "Messages, data quality, meter points"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meter_data_quality.resolution_cancelled/v2.json
 */
export interface MeterDataQualityResolutionCancelledV2 {
  issue_id: number;
  issue_category: string;
  issue_subcategory: string;
  issue_status: string;
  market_supply_point_id: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  opened_at: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  period_start: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  period_end: string;
  reading_type: string;
  utility: string;
  source: string;
}

/**
 * Payload of the `meter_data_quality.resolution_requested` event, payload version v1 (catalogue section "Messages, data quality, meter points"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meter_data_quality.resolution_requested/v1.json
 */
export interface MeterDataQualityResolutionRequestedV1 {
  issue_id: number;
  issue_category: string;
  issue_subcategory: string;
  issue_status: string;
  market_supply_point_id: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  opened_at: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  period_start: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  period_end: string;
  reading_type: string;
  utility: string;
}

/**
 * Payload of the `meterpoint.elec.cos_gain.registration.requested` event, payload version v1 (catalogue section "Messages, data quality, meter points"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.elec.cos_gain.registration.requested/v1.json
 */
export interface MeterpointElecCosGainRegistrationRequestedV1 {
  mpan: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  supply_start_date: string;
  supplier_mpid: string;
  account_number: string;
  is_internal_transfer: boolean;
  is_migrated: boolean;
  is_export: boolean;
}

/**
 * Payload of the `meterpoint.gas.api_backfill` event, payload version v1 (catalogue section "Messages, data quality, meter points"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.gas.api_backfill/v1.json
 */
export interface MeterpointGasApiBackfillV1 {
  mprn: string;
  supplier: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  supply_start_date: string;
  meter_reading_factor: string;
  nomination_shipper_ref: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  supply_end_date: string;
}

/**
 * Payload of the `meterpoint.gas.appoint_mam.requested` event, payload version v1 (catalogue section "Messages, data quality, meter points"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.gas.appoint_mam.requested/v1.json
 */
export interface MeterpointGasAppointMamRequestedV1 {
  mprn: string;
  mam_to_appoint: string;
  force_appointment: boolean;
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  owner: Record<string, unknown>;
  model: string;
  manufacturer: string;
  manufactured_year: number;
  location: string;
  location_description: string;
  status: string;
  meter_type: string;
  meter_mechanism: string;
}

/**
 * Payload of the `meterpoint.gas.backfill` event, payload version v1 (catalogue section "Messages, data quality, meter points"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.gas.backfill/v1.json
 */
export interface MeterpointGasBackfillV1 {
  mprn: string;
  supplier: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  supply_start_date: string;
  sub_building_name: string;
  building_name: string;
  building_number: string;
  dependent_street: string;
  principal_street: string;
  double_dependent_locality: string;
  dependent_locality: string;
  post_town: string;
  county: string;
  postcode: string;
  meter_serial_number: string;
  meter_digits: number;
  meter_mechanism: string;
  meter_is_imperial: boolean;
  meter_reading_factor: string;
  last_reading: string;
  last_reading_on: string;
  nomination_shipper_ref: string;
  cohort: string;
}

/**
 * Payload of the `meterpoint.gas.change_of_cohort.requested` event, payload version v1 (catalogue section "Messages, data quality, meter points"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.gas.change_of_cohort.requested/v1.json
 */
export interface MeterpointGasChangeOfCohortRequestedV1 {
  mprn: string;
  cohort: string;
}

/**
 * Payload of the `meterpoint.gas.change_of_mam.requested` event, payload version v1 (catalogue section "Messages, data quality, meter points"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.gas.change_of_mam.requested/v1.json
 */
export interface MeterpointGasChangeOfMamRequestedV1 {
  mprn: string;
  mam_to_appoint: string;
  force_appointment: boolean;
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  owner: Record<string, unknown>;
  model: string;
  manufacturer: string;
  manufactured_year: number;
  location: string;
  location_description: string;
  status: string;
  meter_type: string;
  meter_mechanism: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  effective_from_date: string;
  current_mam: string;
}

/**
 * Payload of the `meterpoint.gas.cos_gain.mtd_received` event, payload version v1 (catalogue section "Messages, data quality, meter points"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.gas.cos_gain.mtd_received/v1.json
 */
export interface MeterpointGasCosGainMtdReceivedV1 {
  mprn: string;
  building_name: string;
  building_number: number;
  dependent_street: string;
  principle_street: string;
  dependent_locality: string;
  post_town: string;
  county: string;
  meter_serial_number: string;
  meter_digits: number;
  meter_mechanism: string;
  meter_type: string;
  meter_is_imperial: boolean;
  meter_reading_factor: number;
  meter_link_code?: string;
  owner: string;
  model: string;
  manufacturer: string;
  manufactured_year: number;
  location: string;
  location_description: string;
  instructions: string;
  status: string;
  pulse_value: number;
  correction_factor: number;
  bypass_fitted: boolean;
  collar_fitted: boolean;
  last_inspection_on: string;
  last_reading: number;
  last_reading_on: string;
}

/**
 * Payload of the `meterpoint.gas.cos_gain.registration.confirmed` event, payload version v1 (catalogue section "Messages, data quality, meter points"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.gas.cos_gain.registration.confirmed/v1.json
 */
export interface MeterpointGasCosGainRegistrationConfirmedV1 {
  mprn: string;
  previous_mam: string;
  is_domestic: boolean;
  is_igt_mam: boolean;
}

/**
 * Payload of the `meterpoint.gas.cos_gain.registration.requested` event, payload version v1 (catalogue section "Messages, data quality, meter points"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.gas.cos_gain.registration.requested/v1.json
 */
export interface MeterpointGasCosGainRegistrationRequestedV1 {
  mprn: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  supply_start_date: string;
  supplier_mpid: string;
  account_number: string;
}

/**
 * Payload of the `meterpoint.gas.cos_loss.confirmed` event, payload version v1 (catalogue section "Messages, data quality, meter points"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.gas.cos_loss.confirmed/v1.json
 */
export interface MeterpointGasCosLossConfirmedV1 {
  account_id: number;
  mprn: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  supply_end_date: string;
  meter_exists: boolean;
  meter_serial_number: string;
  meter_digits: number;
  meter_mechanism: string;
  meter_imperial_metric_indicator: string;
  meter_reading_factor: number;
  new_supplier: string;
}

/**
 * Payload of the `meterpoint.gas.deappoint_mam.requested` event, payload version v1 (catalogue section "Messages, data quality, meter points"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.gas.deappoint_mam.requested/v1.json
 */
export interface MeterpointGasDeappointMamRequestedV1 {
  mprn: string;
  mam_to_deappoint: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  effective_to_date: string;
  is_cos_loss: boolean;
  new_supplier: string;
  current_mam: string;
}

/**
 * Payload of the `meterpoint.gas.disputed_closing_reading.accepted.by_us` event, payload version v1 (catalogue section "Messages, data quality, meter points"). It carries all fields of the shared type `<DisputedReading>`, inlined so the payload stays one flat object. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * The payload is exactly the shared type DisputedReading.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.gas.disputed_closing_reading.accepted.by_us/v1.json
 */
export type MeterpointGasDisputedClosingReadingAcceptedByUsV1 = DisputedReading;

/**
 * Payload of the `meterpoint.gas.disputed_closing_reading.accepted.other_supplier` event, payload version v1 (catalogue section "Messages, data quality, meter points"). It carries all fields of the shared type `<DisputedReading>`, inlined so the payload stays one flat object. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * The payload is exactly the shared type DisputedReading.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.gas.disputed_closing_reading.accepted.other_supplier/v1.json
 */
export type MeterpointGasDisputedClosingReadingAcceptedOtherSupplierV1 = DisputedReading;

/**
 * Payload of the `meterpoint.gas.disputed_closing_reading.alternative_proposed.by_us` event, payload version v1 (catalogue section "Messages, data quality, meter points"). It carries all fields of the shared type `<DisputedReading>`, inlined so the payload stays one flat object. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * The payload is exactly the shared type DisputedReading.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.gas.disputed_closing_reading.alternative_proposed.by_us/v1.json
 */
export type MeterpointGasDisputedClosingReadingAlternativeProposedByUsV1 = DisputedReading;

/**
 * Payload of the `meterpoint.gas.disputed_closing_reading.alternative_proposed.other_supplier` event, payload version v1 (catalogue section "Messages, data quality, meter points"). It carries all fields of the shared type `<DisputedReading>`, inlined so the payload stays one flat object. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * The payload is exactly the shared type DisputedReading.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.gas.disputed_closing_reading.alternative_proposed.other_supplier/v1.json
 */
export type MeterpointGasDisputedClosingReadingAlternativeProposedOtherSupplierV1 = DisputedReading;

/**
 * Payload of the `meterpoint.gas.disputed_closing_reading.queried.by_us` event, payload version v1 (catalogue section "Messages, data quality, meter points"). It carries all fields of the shared type `<DisputedReading>`, inlined so the payload stays one flat object. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * The payload is exactly the shared type DisputedReading.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.gas.disputed_closing_reading.queried.by_us/v1.json
 */
export type MeterpointGasDisputedClosingReadingQueriedByUsV1 = DisputedReading;

/**
 * Payload of the `meterpoint.gas.disputed_closing_reading.started.by_us` event, payload version v1 (catalogue section "Messages, data quality, meter points"). It carries all fields of the shared type `<DisputedReading>`, inlined so the payload stays one flat object. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * The payload is exactly the shared type DisputedReading.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.gas.disputed_closing_reading.started.by_us/v1.json
 */
export type MeterpointGasDisputedClosingReadingStartedByUsV1 = DisputedReading;

/**
 * Payload of the `meterpoint.gas.disputed_closing_reading.started.other_supplier` event, payload version v1 (catalogue section "Messages, data quality, meter points"). It carries all fields of the shared type `<DisputedReading>`, inlined so the payload stays one flat object. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * The payload is exactly the shared type DisputedReading.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.gas.disputed_closing_reading.started.other_supplier/v1.json
 */
export type MeterpointGasDisputedClosingReadingStartedOtherSupplierV1 = DisputedReading;

/**
 * Payload of the `meterpoint.gas.disputed_opening_reading.accepted.by_us` event, payload version v1 (catalogue section "Messages, data quality, meter points"). It carries all fields of the shared type `<DisputedReading>`, inlined so the payload stays one flat object. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * The payload is exactly the shared type DisputedReading.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.gas.disputed_opening_reading.accepted.by_us/v1.json
 */
export type MeterpointGasDisputedOpeningReadingAcceptedByUsV1 = DisputedReading;

/**
 * Payload of the `meterpoint.gas.disputed_opening_reading.accepted.other_supplier` event, payload version v1 (catalogue section "Messages, data quality, meter points"). It carries all fields of the shared type `<DisputedReading>`, inlined so the payload stays one flat object. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * The payload is exactly the shared type DisputedReading.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.gas.disputed_opening_reading.accepted.other_supplier/v1.json
 */
export type MeterpointGasDisputedOpeningReadingAcceptedOtherSupplierV1 = DisputedReading;

/**
 * Payload of the `meterpoint.gas.disputed_opening_reading.alternative_proposed.by_us` event, payload version v1 (catalogue section "Messages, data quality, meter points"). It carries all fields of the shared type `<DisputedReading>`, inlined so the payload stays one flat object. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * The payload is exactly the shared type DisputedReading.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.gas.disputed_opening_reading.alternative_proposed.by_us/v1.json
 */
export type MeterpointGasDisputedOpeningReadingAlternativeProposedByUsV1 = DisputedReading;

/**
 * Payload of the `meterpoint.gas.disputed_opening_reading.alternative_proposed.other_supplier` event, payload version v1 (catalogue section "Messages, data quality, meter points"). It carries all fields of the shared type `<DisputedReading>`, inlined so the payload stays one flat object. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * The payload is exactly the shared type DisputedReading.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.gas.disputed_opening_reading.alternative_proposed.other_supplier/v1.json
 */
export type MeterpointGasDisputedOpeningReadingAlternativeProposedOtherSupplierV1 = DisputedReading;

/**
 * Payload of the `meterpoint.gas.disputed_opening_reading.queried.by_us` event, payload version v1 (catalogue section "Messages, data quality, meter points"). The catalogue publishes its fields only up to `root_cause` (in the order of `<DisputedReading>`) and states that the fields after `root_cause` are not shown. This schema therefore lists only the published fields and accepts any further fields, even in strict mode: they exist on the wire but their names and types are not published.
 *
 * JSON Schema: https://energy-contracts.example/schemas/meterpoint.gas.disputed_opening_reading.queried.by_us/v1.json
 */
export interface MeterpointGasDisputedOpeningReadingQueriedByUsV1 {
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
}
