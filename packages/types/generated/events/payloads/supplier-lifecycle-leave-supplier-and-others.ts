// Generated from specs/asyncapi.yaml by packages/types/scripts/generate-event-types.ts. Do not edit; run npm run generate.
// Event payloads of the catalogue section "Supplier lifecycle: leave supplier and others".
import type { LeaveSupplyPoint, TerminatedSupplyPoint, TerminationInitiatedSupplyPoint } from '../shared-types.js';

/**
 * Payload of the `lifecycle.leave-supplier.await-post-deactivation-flow-step.initiated` event, payload version v1 (catalogue section "Supplier lifecycle: leave supplier and others"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.leave-supplier.await-post-deactivation-flow-step.initiated/v1.json
 */
export interface LifecycleLeaveSupplierAwaitPostDeactivationFlowStepInitiatedV1 {
  account_number: string;
  leave_supplier_process_number: string;
  subtype: string;
}

/**
 * Payload of the `lifecycle.leave-supplier.await-post-termination-flow-step.initiated` event, payload version v1 (catalogue section "Supplier lifecycle: leave supplier and others"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.leave-supplier.await-post-termination-flow-step.initiated/v1.json
 */
export interface LifecycleLeaveSupplierAwaitPostTerminationFlowStepInitiatedV1 {
  account_number: string;
  leave_supplier_process_number: string;
  subtype: string;
}

/**
 * Payload of the `lifecycle.leave-supplier.await-pre-termination-flow-step.initiated` event, payload version v1 (catalogue section "Supplier lifecycle: leave supplier and others"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.leave-supplier.await-pre-termination-flow-step.initiated/v1.json
 */
export interface LifecycleLeaveSupplierAwaitPreTerminationFlowStepInitiatedV1 {
  account_number: string;
  leave_supplier_process_number: string;
  subtype: string;
}

/**
 * Payload of the `lifecycle.leave-supplier.cancellation-requested` event, payload version v2 (catalogue section "Supplier lifecycle: leave supplier and others"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.leave-supplier.cancellation-requested/v2.json
 */
export interface LifecycleLeaveSupplierCancellationRequestedV2 {
  account_number: string;
  leave_supplier_process_id: number;
  leave_supplier_process_number: string;
  supply_points: LeaveSupplyPoint[];
}

/**
 * Payload of the `lifecycle.leave-supplier.cancelled` event, payload version v2 (catalogue section "Supplier lifecycle: leave supplier and others"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.leave-supplier.cancelled/v2.json
 */
export interface LifecycleLeaveSupplierCancelledV2 {
  account_number: string;
  leave_supplier_process_id: number;
  leave_supplier_process_number: string;
  supply_points: LeaveSupplyPoint[];
}

/**
 * Payload of the `lifecycle.leave-supplier.completed` event, payload version v3 (catalogue section "Supplier lifecycle: leave supplier and others"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.leave-supplier.completed/v3.json
 */
export interface LifecycleLeaveSupplierCompletedV3 {
  account_number: string;
  leave_supplier_process_id: number;
  leave_supplier_process_number: string;
  leave_supplier_process_subtype: string;
  supply_points: TerminatedSupplyPoint[];
}

/**
 * Payload of the `lifecycle.leave-supplier.requested` event, payload version v2 (catalogue section "Supplier lifecycle: leave supplier and others"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.leave-supplier.requested/v2.json
 */
export interface LifecycleLeaveSupplierRequestedV2 {
  account_number: string;
  leave_supplier_process_id: number;
  leave_supplier_process_subtype: string;
  supply_points: LeaveSupplyPoint[];
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  requested_supply_end_at: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  requested_supply_end_date: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  requested_at: string;
  is_passive: boolean;
  passive_loss_instigated_supply_point_id?: number;
}

/**
 * Payload of the `lifecycle.leave-supplier.requested` event, payload version v3 (catalogue section "Supplier lifecycle: leave supplier and others"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.leave-supplier.requested/v3.json
 */
export interface LifecycleLeaveSupplierRequestedV3 {
  account_number: string;
  leave_supplier_process_id: number;
  leave_supplier_process_subtype: string;
  supply_points: LeaveSupplyPoint[];
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  requested_supply_end_at: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  requested_supply_end_date: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  requested_at: string;
  is_passive: boolean;
  passive_loss_instigated_supply_point_id?: number;
  leave_supplier_process_number: string;
}

/**
 * Payload of the `lifecycle.leave-supplier.reversal-requested` event, payload version v2 (catalogue section "Supplier lifecycle: leave supplier and others"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.leave-supplier.reversal-requested/v2.json
 */
export interface LifecycleLeaveSupplierReversalRequestedV2 {
  account_number: string;
  leave_supplier_process_id: number;
  leave_supplier_process_number: string;
  supply_points: LeaveSupplyPoint[];
}

/**
 * Payload of the `lifecycle.leave-supplier.supply-point-journey-await-post-termination-flow-step.initiated` event, payload version v1 (catalogue section "Supplier lifecycle: leave supplier and others"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.leave-supplier.supply-point-journey-await-post-termination-flow-step.initiated/v1.json
 */
export interface LifecycleLeaveSupplierSupplyPointJourneyAwaitPostTerminationFlowStepInitiatedV1 {
  account_number: string;
  leave_supplier_process_number: string;
  supply_point: TerminatedSupplyPoint;
  subtype: string;
}

/**
 * Payload of the `lifecycle.leave-supplier.supply-point-journey-await-pre-agreement-termination-flow-step.initiated` event, payload version v1 (catalogue section "Supplier lifecycle: leave supplier and others"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.leave-supplier.supply-point-journey-await-pre-agreement-termination-flow-step.initiated/v1.json
 */
export interface LifecycleLeaveSupplierSupplyPointJourneyAwaitPreAgreementTerminationFlowStepInitiatedV1 {
  account_number: string;
  leave_supplier_process_number: string;
  supply_point: LeaveSupplyPoint;
  subtype: string;
}

/**
 * Payload of the `lifecycle.leave-supplier.supply-point-journey-await-pre-termination-flow-step.initiated` event, payload version v1 (catalogue section "Supplier lifecycle: leave supplier and others"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.leave-supplier.supply-point-journey-await-pre-termination-flow-step.initiated/v1.json
 */
export interface LifecycleLeaveSupplierSupplyPointJourneyAwaitPreTerminationFlowStepInitiatedV1 {
  account_number: string;
  leave_supplier_process_number: string;
  supply_point: LeaveSupplyPoint;
  subtype: string;
}

/**
 * Payload of the `lifecycle.leave-supplier.termination.confirmed` event, payload version v2 (catalogue section "Supplier lifecycle: leave supplier and others"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.leave-supplier.termination.confirmed/v2.json
 */
export interface LifecycleLeaveSupplierTerminationConfirmedV2 {
  account_number: string;
  leave_supplier_process_id: number;
  leave_supplier_process_number: string;
  leave_supplier_process_subtype: string;
  supply_point: TerminatedSupplyPoint;
}

/**
 * Payload of the `lifecycle.leave-supplier.termination.initiated` event, payload version v1 (catalogue section "Supplier lifecycle: leave supplier and others"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.leave-supplier.termination.initiated/v1.json
 */
export interface LifecycleLeaveSupplierTerminationInitiatedV1 {
  account_number: string;
  leave_supplier_process_number: string;
  leave_supplier_process_subtype: string;
  supply_point: TerminationInitiatedSupplyPoint;
}

/**
 * Payload of the `lifecycle.leave-supplier.updated` event, payload version v2 (catalogue section "Supplier lifecycle: leave supplier and others"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.leave-supplier.updated/v2.json
 */
export interface LifecycleLeaveSupplierUpdatedV2 {
  account_number: string;
  leave_supplier_process_id: number;
  leave_supplier_process_subtype: string;
  supply_points: LeaveSupplyPoint[];
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  requested_supply_end_at: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  requested_supply_end_date: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  updated_at: string;
  is_passive: boolean;
  passive_loss_instigated_supply_point_id?: number;
}

/**
 * Payload of the `lifecycle.leave-supplier.updated` event, payload version v3 (catalogue section "Supplier lifecycle: leave supplier and others"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.leave-supplier.updated/v3.json
 */
export interface LifecycleLeaveSupplierUpdatedV3 {
  account_number: string;
  leave_supplier_process_id: number;
  leave_supplier_process_subtype: string;
  supply_points: LeaveSupplyPoint[];
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  requested_supply_end_at: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  requested_supply_end_date: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  updated_at: string;
  is_passive: boolean;
  passive_loss_instigated_supply_point_id?: number;
  leave_supplier_process_number: string;
}

/**
 * Payload of the `lifecycle.status-changed` event, payload version v1 (catalogue section "Supplier lifecycle: leave supplier and others"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.status-changed/v1.json
 */
export interface LifecycleStatusChangedV1 {
  process_number: string;
  account_number: string;
  new_status: string;
  previous_status: string;
}

/**
 * Payload of the `lifecycle.support-site.sale` event, payload version 1.0.0 (catalogue section "Supplier lifecycle: leave supplier and others"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.support-site.sale/1.0.0.json
 */
export interface LifecycleSupportSiteSaleV1_0_0 {
  support_user_id: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  supply_start_date: string;
  trigger_action: string;
}

/**
 * Payload of the `loyalty-points.user-role-removal` event, payload version v1 (catalogue section "Supplier lifecycle: leave supplier and others"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/loyalty-points.user-role-removal/v1.json
 */
export interface LoyaltyPointsUserRoleRemovalV1 {
  user_id: number;
  account_id: number;
}
