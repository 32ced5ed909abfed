// Generated from specs/asyncapi.yaml by packages/types/scripts/generate-event-types.ts. Do not edit; run npm run generate.
// Event payloads of the catalogue section "Data import, devices, goods".
import type { DeviceDisconnected, DeviceOptimisation } from '../shared-types.js';

/**
 * Payload of the `data_import.import_process.cancelled` event, payload version v1 (catalogue section "Data import, devices, goods"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/data_import.import_process.cancelled/v1.json
 */
export interface DataImportImportProcessCancelledV1 {
  resource_type: string;
  external_identifier: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  expiry_window_end: string;
}

/**
 * Payload of the `data_import.import_process.complete` event, payload version v1 (catalogue section "Data import, devices, goods"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/data_import.import_process.complete/v1.json
 */
export interface DataImportImportProcessCompleteV1 {
  resource_type: string;
  external_identifier: string;
  identifier: string;
}

/**
 * Payload of the `data_import.import_process.dry_run_complete` event, payload version v1 (catalogue section "Data import, devices, goods"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/data_import.import_process.dry_run_complete/v1.json
 */
export interface DataImportImportProcessDryRunCompleteV1 {
  resource_type: string;
  external_identifier: string;
}

/**
 * Payload of the `data_import.import_process.dry_run_error` event, payload version v1 (catalogue section "Data import, devices, goods"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/data_import.import_process.dry_run_error/v1.json
 */
export interface DataImportImportProcessDryRunErrorV1 {
  resource_type: string;
  external_identifier: string;
  error_code: string;
  error_detail: string;
}

/**
 * Payload of the `data_import.import_process.error` event, payload version v1 (catalogue section "Data import, devices, goods"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/data_import.import_process.error/v1.json
 */
export interface DataImportImportProcessErrorV1 {
  resource_type: string;
  external_identifier: string;
  error_code: string;
  error_detail: string;
}

/**
 * Payload of the `data_import.import_process.post_import.completed` event, payload version v1 (catalogue section "Data import, devices, goods"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/data_import.import_process.post_import.completed/v1.json
 */
export interface DataImportImportProcessPostImportCompletedV1 {
  resource_type: string;
  import_process_resource_type: string;
  import_process_external_identifier: string;
  identifier: string;
}

/**
 * Payload of the `data_import.import_process.post_import.error` event, payload version v1 (catalogue section "Data import, devices, goods"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/data_import.import_process.post_import.error/v1.json
 */
export interface DataImportImportProcessPostImportErrorV1 {
  resource_type: string;
  import_process_resource_type: string;
  import_process_external_identifier: string;
  error_code: string;
  error_detail: string;
}

/**
 * Payload of the `data_import.order_process.cancelled` event, payload version v1 (catalogue section "Data import, devices, goods"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/data_import.order_process.cancelled/v1.json
 */
export interface DataImportOrderProcessCancelledV1 {
  external_order_id: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  expiry_window_end: string;
}

/**
 * Payload of the `data_import.order_process.complete` event, payload version v1 (catalogue section "Data import, devices, goods"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/data_import.order_process.complete/v1.json
 */
export interface DataImportOrderProcessCompleteV1 {
  external_order_id: string;
  process_id: string;
}

/**
 * Payload of the `data_import.order_process.error` event, payload version v1 (catalogue section "Data import, devices, goods"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/data_import.order_process.error/v1.json
 */
export interface DataImportOrderProcessErrorV1 {
  external_order_id: string;
  error_code: string;
  error_detail: string;
}

/**
 * Payload of the `external_messaging.uploaded_file.safe` event, payload version v1 (catalogue section "Data import, devices, goods"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/external_messaging.uploaded_file.safe/v1.json
 */
export interface ExternalMessagingUploadedFileSafeV1 {
  file_reference: string;
}

/**
 * Payload of the `external_messaging.uploaded_file.unsafe` event, payload version v1 (catalogue section "Data import, devices, goods"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/external_messaging.uploaded_file.unsafe/v1.json
 */
export interface ExternalMessagingUploadedFileUnsafeV1 {
  file_reference: string;
}

/**
 * Payload of the `flex_device.deauthenticated` event, payload version v1 (catalogue section "Data import, devices, goods"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/flex_device.deauthenticated/v1.json
 */
export interface FlexDeviceDeauthenticatedV1 {
  account_number: string;
  property_id: number;
  device_id: string;
  site_id: string;
  device_type: string;
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  payload?: Record<string, unknown>;
}

/**
 * Payload of the `flex_device.disconnected` event, payload version v1 (catalogue section "Data import, devices, goods"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/flex_device.disconnected/v1.json
 */
export interface FlexDeviceDisconnectedV1 {
  account_number: string;
  property_id: number;
  device_id: string;
  site_id: string;
  device_type: string;
  payload: DeviceDisconnected;
}

/**
 * Payload of the `flex_device.optimisation_created` event, payload version v1 (catalogue section "Data import, devices, goods"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/flex_device.optimisation_created/v1.json
 */
export interface FlexDeviceOptimisationCreatedV1 {
  account_number: string;
  property_id: number;
  device_id: string;
  site_id: string;
  device_type: string;
  payload: DeviceOptimisation;
}

/**
 * Payload of the `flex_device.registered` event, payload version v1 (catalogue section "Data import, devices, goods"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/flex_device.registered/v1.json
 */
export interface FlexDeviceRegisteredV1 {
  account_number: string;
  property_id: number;
  device_id: string;
  site_id: string;
  device_type: string;
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  payload?: Record<string, unknown>;
}

/**
 * Payload of the `goods.purchase-created` event, payload version v1 (catalogue section "Data import, devices, goods"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/goods.purchase-created/v1.json
 */
export interface GoodsPurchaseCreatedV1 {
  purchase_id: number;
  account_id: number;
  support_user_id?: number;
}

/**
 * Payload of the `goods.quote.created-for-account` event, payload version v1 (catalogue section "Data import, devices, goods"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/goods.quote.created-for-account/v1.json
 */
export interface GoodsQuoteCreatedForAccountV1 {
  account_number: string;
  market_name: string;
  quote_id: number;
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  client_params: Record<string, unknown>;
  lead_id: number;
}

/**
 * Payload of the `goods.quote.created-without-account` event, payload version v1 (catalogue section "Data import, devices, goods"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/goods.quote.created-without-account/v1.json
 */
export interface GoodsQuoteCreatedWithoutAccountV1 {
  market_name: string;
  quote_id: number;
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  contact_info: Record<string, unknown>;
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  client_params: Record<string, unknown>;
  lead_id: number;
}

/**
 * Payload of the `hh-estimates-from-nhh.saved-to-s3` event, payload version v1 (catalogue section "Data import, devices, goods"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/hh-estimates-from-nhh.saved-to-s3/v1.json
 */
export interface HhEstimatesFromNhhSavedToS3V1 {
  mpan: string;
  s3_key: string;
  s3_bucket: string;
}
