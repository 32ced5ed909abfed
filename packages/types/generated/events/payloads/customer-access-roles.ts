// Generated from specs/asyncapi.yaml by packages/types/scripts/generate-event-types.ts. Do not edit; run npm run generate.
// Event payloads of the catalogue section "Customer access roles".

/**
 * Payload of the `customer_access.partner_roles.created` event, payload version v1 (catalogue section "Customer access roles"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/customer_access.partner_roles.created/v1.json
 */
export interface CustomerAccessPartnerRolesCreatedV1 {
  code: string;
  permissions: string[];
}

/**
 * Payload of the `customer_access.partner_roles.updated` event, payload version v1 (catalogue section "Customer access roles"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/customer_access.partner_roles.updated/v1.json
 */
export interface CustomerAccessPartnerRolesUpdatedV1 {
  code: string;
  display_name?: string;
  description?: string;
  permissions?: string[];
}

/**
 * Payload of the `customer_access.partner_user_roles.created` event, payload version v1 (catalogue section "Customer access roles"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/customer_access.partner_user_roles.created/v1.json
 */
export interface CustomerAccessPartnerUserRolesCreatedV1 {
  code: string;
  permissions: string[];
}

/**
 * Payload of the `customer_access.partner_user_roles.updated` event, payload version v1 (catalogue section "Customer access roles"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/customer_access.partner_user_roles.updated/v1.json
 */
export interface CustomerAccessPartnerUserRolesUpdatedV1 {
  code: string;
  display_name?: string;
  description?: string;
  permissions?: string[];
}

/**
 * Payload of the `customer_access.user_roles.created` event, payload version v1 (catalogue section "Customer access roles"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/customer_access.user_roles.created/v1.json
 */
export interface CustomerAccessUserRolesCreatedV1 {
  code: string;
  permissions: string[];
  name: string;
}

/**
 * Payload of the `customer_access.user_roles.updated` event, payload version v1 (catalogue section "Customer access roles"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/customer_access.user_roles.updated/v1.json
 */
export interface CustomerAccessUserRolesUpdatedV1 {
  code: string;
  display_name?: string;
  description?: string;
  permissions?: string[];
}
