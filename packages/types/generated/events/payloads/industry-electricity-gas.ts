// Generated from specs/asyncapi.yaml by packages/types/scripts/generate-event-types.ts. Do not edit; run npm run generate.
// Event payloads of the catalogue section "Industry (electricity, gas)".

/**
 * Payload of the `industry.electricity.change_of_energisation.unsolicited_message` event, payload version v1 (catalogue section "Industry (electricity, gas)"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/industry.electricity.change_of_energisation.unsolicited_message/v1.json
 */
export interface IndustryElectricityChangeOfEnergisationUnsolicitedMessageV1 {
  mpan: string;
  energisation_status: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  effective_from: string;
}

/**
 * Payload of the `industry.electricity.change_of_service.meter_deactivated` event, payload version v1 (catalogue section "Industry (electricity, gas)"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/industry.electricity.change_of_service.meter_deactivated/v1.json
 */
export interface IndustryElectricityChangeOfServiceMeterDeactivatedV1 {
  mpan: string;
  serial_number: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  effective_from: string;
}

/**
 * Payload of the `industry.electricity.change_of_supply.gain.initiated` event, payload version v1 (catalogue section "Industry (electricity, gas)"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/industry.electricity.change_of_supply.gain.initiated/v1.json
 */
export interface IndustryElectricityChangeOfSupplyGainInitiatedV1 {
  meter_point_identifier: string;
}

/**
 * Payload of the `industry.electricity.change_of_supply.loss.complete` event, payload version v1 (catalogue section "Industry (electricity, gas)"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/industry.electricity.change_of_supply.loss.complete/v1.json
 */
export interface IndustryElectricityChangeOfSupplyLossCompleteV1 {
  account_number: string;
  mpan: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  supply_end_date: string;
  new_supplier_id: string;
}

/**
 * Payload of the `industry.electricity.export_installation.validated` event, payload version v1 (catalogue section "Industry (electricity, gas)"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/industry.electricity.export_installation.validated/v1.json
 */
export interface IndustryElectricityExportInstallationValidatedV1 {
  import_mpan: string;
  account_number: string;
  product_code: string;
  manual_declared_net_capacity: string;
  manual_technology_type: string;
  valid_mcs_installations: Record<string, unknown>[];
  journey_identifier: string;
}

/**
 * Payload of the `industry.electricity.export_installation.validated` event, payload version v2 (catalogue section "Industry (electricity, gas)"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/industry.electricity.export_installation.validated/v2.json
 */
export interface IndustryElectricityExportInstallationValidatedV2 {
  import_mpan: string;
  account_number: string;
  product_code: string;
  manual_declared_net_capacity: string;
  manual_technology_type: string;
  valid_mcs_installations: Record<string, unknown>[];
  journey_identifier: string;
  export_mpan: string;
}

/**
 * Payload of the `industry.gas.change_of_supply.gain.initiated` event, payload version v1 (catalogue section "Industry (electricity, gas)"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/industry.gas.change_of_supply.gain.initiated/v1.json
 */
export interface IndustryGasChangeOfSupplyGainInitiatedV1 {
  meter_point_identifier: string;
}

/**
 * Payload of the `industry.gas.change_of_supply.loss.complete` event, payload version v1 (catalogue section "Industry (electricity, gas)"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/industry.gas.change_of_supply.loss.complete/v1.json
 */
export interface IndustryGasChangeOfSupplyLossCompleteV1 {
  account_number: string;
  mprn: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  supply_end_date: string;
  new_supplier_id: string;
}

/**
 * Payload of the `markets.change_of_supplier.loss.initiated` event, payload version v1 (catalogue section "Industry (electricity, gas)"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/markets.change_of_supplier.loss.initiated/v1.json
 */
export interface MarketsChangeOfSupplierLossInitiatedV1 {
  market_name: string;
  external_identifier: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  supply_end_date: string;
}
