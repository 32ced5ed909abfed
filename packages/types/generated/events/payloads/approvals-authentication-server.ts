// Generated from specs/asyncapi.yaml by packages/types/scripts/generate-event-types.ts. Do not edit; run npm run generate.
// Event payloads of the catalogue section "Approvals, authentication server".

/**
 * Payload of the `approvals.approval.approved` event, payload version v1 (catalogue section "Approvals, authentication server"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/approvals.approval.approved/v1.json
 */
export interface ApprovalsApprovalApprovedV1 {
  approval_id: string;
  process_type: string;
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  process_data: Record<string, unknown>;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  approved_at: string;
}

/**
 * Payload of the `approvals.approval.created` event, payload version v1 (catalogue section "Approvals, authentication server"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/approvals.approval.created/v1.json
 */
export interface ApprovalsApprovalCreatedV1 {
  approval_id: string;
  process_type: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  requested_at: string;
  assigned_to_id: number;
  requested_by_id: number;
}

/**
 * Payload of the `approvals.approval.rejected` event, payload version v1 (catalogue section "Approvals, authentication server"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/approvals.approval.rejected/v1.json
 */
export interface ApprovalsApprovalRejectedV1 {
  approval_id: string;
  process_type: string;
  /**
   * Free-form object: the catalogue does not publish its keys.
   */
  process_data: Record<string, unknown>;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  rejected_at: string;
}

/**
 * Payload of the `approvals.approval_request.approved` event, payload version v1 (catalogue section "Approvals, authentication server"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/approvals.approval_request.approved/v1.json
 */
export interface ApprovalsApprovalRequestApprovedV1 {
  approval_id: string;
  process_type: string;
  request_id: string;
  approved_by_id: number;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  approved_at: string;
  approval_reason: string;
}

/**
 * Payload of the `approvals.approval_request.assigned` event, payload version v1 (catalogue section "Approvals, authentication server"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/approvals.approval_request.assigned/v1.json
 */
export interface ApprovalsApprovalRequestAssignedV1 {
  approval_id: string;
  process_type: string;
  request_id: string;
  assigned_to_id: number;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  assigned_at: string;
}

/**
 * Payload of the `approvals.approval_request.rejected` event, payload version v1 (catalogue section "Approvals, authentication server"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/approvals.approval_request.rejected/v1.json
 */
export interface ApprovalsApprovalRequestRejectedV1 {
  approval_id: string;
  process_type: string;
  request_id: string;
  rejected_by_id: number;
  rejection_reason: string;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  rejected_at: string;
}

/**
 * Payload of the `auth-server.access-token.issued` event, payload version v1 (catalogue section "Approvals, authentication server"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/auth-server.access-token.issued/v1.json
 */
export interface AuthServerAccessTokenIssuedV1 {
  delegate: string;
  viewer: string;
  viewer_id: number;
}

/**
 * Payload of the `auth_server.account_user.generate_mfa_challenge_error` event, payload version v1 (catalogue section "Approvals, authentication server"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/auth_server.account_user.generate_mfa_challenge_error/v1.json
 */
export interface AuthServerAccountUserGenerateMfaChallengeErrorV1 {
  account_user_id: number;
  account_user_number: string;
  device: string;
}

/**
 * Payload of the `auth_server.account_user.logged_in` event, payload version v1 (catalogue section "Approvals, authentication server"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/auth_server.account_user.logged_in/v1.json
 */
export interface AuthServerAccountUserLoggedInV1 {
  account_user_id: number;
  account_user_number: string;
  login_method: string;
  mfa_device_type: string;
}

/**
 * Payload of the `auth_server.account_user.login_denied` event, payload version v1 (catalogue section "Approvals, authentication server"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/auth_server.account_user.login_denied/v1.json
 */
export interface AuthServerAccountUserLoginDeniedV1 {
  account_user_id: number;
  account_user_number: string;
  enforced_security_rule_ids: number[];
}

/**
 * Payload of the `auth_server.account_user.login_failed` event, payload version v1 (catalogue section "Approvals, authentication server"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/auth_server.account_user.login_failed/v1.json
 */
export interface AuthServerAccountUserLoginFailedV1 {
  account_user_id: number;
  account_user_number: string;
  step: string;
  failure_reason: string;
  brand: string;
  user_brands: string[];
}

/**
 * Payload of the `auth_server.account_user.login_step_completed` event, payload version v1 (catalogue section "Approvals, authentication server"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/auth_server.account_user.login_step_completed/v1.json
 */
export interface AuthServerAccountUserLoginStepCompletedV1 {
  account_user_id: number;
  account_user_number: string;
  step: string;
  mfa_device_type: string;
}
