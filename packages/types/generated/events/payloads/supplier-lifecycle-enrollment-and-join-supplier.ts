// Generated from specs/asyncapi.yaml by packages/types/scripts/generate-event-types.ts. Do not edit; run npm run generate.
// Event payloads of the catalogue section "Supplier lifecycle: enrollment and join supplier".
import type { ActivatedSupplyPoint, ActivationInitiatedSupplyPoint, ContractReferences, EnrollmentSupplyPoint, JoinAgreement, JoinProcess, JoinSupplyPoint, SupplyPeriod } from '../shared-types.js';

/**
 * Payload of the `lifecycle.enrollment.loyalty-points-qualification-reversed` event, payload version v1 (catalogue section "Supplier lifecycle: enrollment and join supplier"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.enrollment.loyalty-points-qualification-reversed/v1.json
 */
export interface LifecycleEnrollmentLoyaltyPointsQualificationReversedV1 {
  join_supplier_process_number: string;
  account_number: string;
  supply_points_no_longer_coming_on_supply: EnrollmentSupplyPoint[];
  all_supply_points: EnrollmentSupplyPoint[];
}

/**
 * Payload of the `lifecycle.enrollment.supply-status-qualifies-account-for-loyalty-point` event, payload version v2 (catalogue section "Supplier lifecycle: enrollment and join supplier"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.enrollment.supply-status-qualifies-account-for-loyalty-point/v2.json
 */
export interface LifecycleEnrollmentSupplyStatusQualifiesAccountForLoyaltyPointV2 {
  join_supplier_process_id: number;
  join_supplier_process_number: string;
  account_number: string;
  supply_points_past_ssd: EnrollmentSupplyPoint[];
  all_supply_points: EnrollmentSupplyPoint[];
}

/**
 * Payload of the `lifecycle.join-supplier.activation.completed` event, payload version v1 (catalogue section "Supplier lifecycle: enrollment and join supplier"). It carries all fields of the shared type `<JoinProcess>`, inlined so the payload stays one flat object, plus the fields the catalogue adds. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.join-supplier.activation.completed/v1.json
 */
export interface LifecycleJoinSupplierActivationCompletedV1 extends JoinProcess {
  subtype: string;
  activation_journey_type: string;
  supply_point: ActivatedSupplyPoint;
}

/**
 * Payload of the `lifecycle.join-supplier.activation.initiated` event, payload version v1 (catalogue section "Supplier lifecycle: enrollment and join supplier"). It carries all fields of the shared type `<JoinProcess>`, inlined so the payload stays one flat object, plus the fields the catalogue adds. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.join-supplier.activation.initiated/v1.json
 */
export interface LifecycleJoinSupplierActivationInitiatedV1 extends JoinProcess {
  subtype: string;
  activation_journey_type: string;
  supply_point: ActivationInitiatedSupplyPoint;
}

/**
 * Payload of the `lifecycle.join-supplier.agreement.created` event, payload version v1 (catalogue section "Supplier lifecycle: enrollment and join supplier"). It carries all fields of the shared type `<JoinProcess>`, inlined so the payload stays one flat object, plus the fields the catalogue adds. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.join-supplier.agreement.created/v1.json
 */
export interface LifecycleJoinSupplierAgreementCreatedV1 extends JoinProcess {
  supply_point: ActivatedSupplyPoint;
  agreements: JoinAgreement[];
  contract_references: ContractReferences;
}

/**
 * Payload of the `lifecycle.join-supplier.await-post-activation-flow-step.initiated` event, payload version v1 (catalogue section "Supplier lifecycle: enrollment and join supplier"). It carries all fields of the shared type `<JoinProcess>`, inlined so the payload stays one flat object, plus the fields the catalogue adds. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.join-supplier.await-post-activation-flow-step.initiated/v1.json
 */
export interface LifecycleJoinSupplierAwaitPostActivationFlowStepInitiatedV1 extends JoinProcess {
  subtype: string;
}

/**
 * Payload of the `lifecycle.join-supplier.await-pre-activation-flow-step.initiated` event, payload version v1 (catalogue section "Supplier lifecycle: enrollment and join supplier"). It carries all fields of the shared type `<JoinProcess>`, inlined so the payload stays one flat object, plus the fields the catalogue adds. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.join-supplier.await-pre-activation-flow-step.initiated/v1.json
 */
export interface LifecycleJoinSupplierAwaitPreActivationFlowStepInitiatedV1 extends JoinProcess {
  subtype: string;
}

/**
 * Payload of the `lifecycle.join-supplier.await-pre-discovery-flow-step.initiated` event, payload version v1 (catalogue section "Supplier lifecycle: enrollment and join supplier"). It carries all fields of the shared type `<JoinProcess>`, inlined so the payload stays one flat object, plus the fields the catalogue adds. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.join-supplier.await-pre-discovery-flow-step.initiated/v1.json
 */
export interface LifecycleJoinSupplierAwaitPreDiscoveryFlowStepInitiatedV1 extends JoinProcess {
  subtype: string;
}

/**
 * Payload of the `lifecycle.join-supplier.cancellation-requested` event, payload version v1 (catalogue section "Supplier lifecycle: enrollment and join supplier"). It carries all fields of the shared type `<JoinProcess>`, inlined so the payload stays one flat object, plus the fields the catalogue adds. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.join-supplier.cancellation-requested/v1.json
 */
export interface LifecycleJoinSupplierCancellationRequestedV1 extends JoinProcess {
  subtype: string;
  supply_points: JoinSupplyPoint[];
}

/**
 * Payload of the `lifecycle.join-supplier.cancelled` event, payload version v1 (catalogue section "Supplier lifecycle: enrollment and join supplier"). It carries all fields of the shared type `<JoinProcess>`, inlined so the payload stays one flat object, plus the fields the catalogue adds. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.join-supplier.cancelled/v1.json
 */
export interface LifecycleJoinSupplierCancelledV1 extends JoinProcess {
  subtype: string;
  supply_points: JoinSupplyPoint[];
}

/**
 * Payload of the `lifecycle.join-supplier.completed` event, payload version v1 (catalogue section "Supplier lifecycle: enrollment and join supplier"). It carries all fields of the shared type `<JoinProcess>`, inlined so the payload stays one flat object, plus the fields the catalogue adds. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.join-supplier.completed/v1.json
 */
export interface LifecycleJoinSupplierCompletedV1 extends JoinProcess {
  subtype: string;
  supply_points: ActivatedSupplyPoint[];
}

/**
 * Payload of the `lifecycle.join-supplier.requested` event, payload version v1 (catalogue section "Supplier lifecycle: enrollment and join supplier"). It carries all fields of the shared type `<JoinProcess>`, inlined so the payload stays one flat object, plus the fields the catalogue adds. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.join-supplier.requested/v1.json
 */
export interface LifecycleJoinSupplierRequestedV1 extends JoinProcess {
  subtype: string;
  supply_points: JoinSupplyPoint[];
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  requested_at: string;
}

/**
 * Payload of the `lifecycle.join-supplier.reversal-requested` event, payload version v1 (catalogue section "Supplier lifecycle: enrollment and join supplier"). It carries all fields of the shared type `<JoinProcess>`, inlined so the payload stays one flat object, plus the fields the catalogue adds. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.join-supplier.reversal-requested/v1.json
 */
export interface LifecycleJoinSupplierReversalRequestedV1 extends JoinProcess {
  subtype: string;
  supply_points: JoinSupplyPoint[];
}

/**
 * Payload of the `lifecycle.join-supplier.reversed` event, payload version v1 (catalogue section "Supplier lifecycle: enrollment and join supplier"). It carries all fields of the shared type `<JoinProcess>`, inlined so the payload stays one flat object, plus the fields the catalogue adds. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.join-supplier.reversed/v1.json
 */
export interface LifecycleJoinSupplierReversedV1 extends JoinProcess {
  subtype: string;
  supply_points: JoinSupplyPoint[];
}

/**
 * Payload of the `lifecycle.join-supplier.supply-period.created` event, payload version v1 (catalogue section "Supplier lifecycle: enrollment and join supplier"). It carries all fields of the shared type `<JoinProcess>`, inlined so the payload stays one flat object, plus the fields the catalogue adds. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.join-supplier.supply-period.created/v1.json
 */
export interface LifecycleJoinSupplierSupplyPeriodCreatedV1 extends JoinProcess {
  supply_point: ActivatedSupplyPoint;
  supply_period: SupplyPeriod;
  contract_references: ContractReferences;
}

/**
 * Payload of the `lifecycle.join-supplier.supply-point-journey-await-post-activation-flow-step.initiated` event, payload version v1 (catalogue section "Supplier lifecycle: enrollment and join supplier"). It carries all fields of the shared type `<JoinProcess>`, inlined so the payload stays one flat object, plus the fields the catalogue adds. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.join-supplier.supply-point-journey-await-post-activation-flow-step.initiated/v1.json
 */
export interface LifecycleJoinSupplierSupplyPointJourneyAwaitPostActivationFlowStepInitiatedV1 extends JoinProcess {
  supply_point: ActivatedSupplyPoint;
  subtype: string;
}

/**
 * Payload of the `lifecycle.join-supplier.supply-point-journey-await-pre-activation-flow-step.initiated` event, payload version v1 (catalogue section "Supplier lifecycle: enrollment and join supplier"). It carries all fields of the shared type `<JoinProcess>`, inlined so the payload stays one flat object, plus the fields the catalogue adds. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.join-supplier.supply-point-journey-await-pre-activation-flow-step.initiated/v1.json
 */
export interface LifecycleJoinSupplierSupplyPointJourneyAwaitPreActivationFlowStepInitiatedV1 extends JoinProcess {
  supply_point: JoinSupplyPoint;
  subtype: string;
}

/**
 * Payload of the `lifecycle.join_supplier._ensure_payment_instructions.step_completed` event, payload version v2 (catalogue section "Supplier lifecycle: enrollment and join supplier"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.join_supplier._ensure_payment_instructions.step_completed/v2.json
 */
export interface LifecycleJoinSupplierEnsurePaymentInstructionsStepCompletedV2 {
  join_supplier_process_id: number;
  join_supplier_process_number: string;
  account_number: string;
}

/**
 * Payload of the `lifecycle.join_supplier._ensure_payment_instructions.step_initiated` event, payload version v2 (catalogue section "Supplier lifecycle: enrollment and join supplier"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.join_supplier._ensure_payment_instructions.step_initiated/v2.json
 */
export interface LifecycleJoinSupplierEnsurePaymentInstructionsStepInitiatedV2 {
  join_supplier_process_id: number;
  join_supplier_process_number: string;
  account_number: string;
}

/**
 * Payload of the `lifecycle.join_supplier.terms-and-conditions.accepted` event, payload version v2 (catalogue section "Supplier lifecycle: enrollment and join supplier"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/lifecycle.join_supplier.terms-and-conditions.accepted/v2.json
 */
export interface LifecycleJoinSupplierTermsAndConditionsAcceptedV2 {
  join_supplier_process_id: number;
  join_supplier_process_number: string;
}
