// Generated from specs/asyncapi.yaml by packages/types/scripts/generate-event-types.ts. Do not edit; run npm run generate.
// Event payloads of the catalogue section "Messaging threads".
import type { InkAction, InkConversation, InkConversationState, InkFailure, InkMessage, InkMessageContent, InkMessageWithVendor } from '../shared-types.js';

/**
 * Payload of the `ink.actions.run` event, payload version v1 (catalogue section "Messaging threads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.actions.run/v1.json
 */
export interface InkActionsRunV1 {
  conversation_relay_id: string;
  message_relay_id: string;
  actions_results: InkAction[];
}

/**
 * Payload of the `ink.content.inbound-message-tagged` event, payload version v1 (catalogue section "Messaging threads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.content.inbound-message-tagged/v1.json
 */
export interface InkContentInboundMessageTaggedV1 {
  conversation_id: number;
  conversation_relay_id: string;
  account_number: string;
  message: InkMessageContent;
}

/**
 * Payload of the `ink.conversation.assigned_to_bucket` event, payload version v1 (catalogue section "Messaging threads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.conversation.assigned_to_bucket/v1.json
 */
export interface InkConversationAssignedToBucketV1 {
  conversation_relay_id: string;
  bucket_relay_id: string;
  support_user_id: number;
  organisation_id: number;
  actor_type: string;
  actor_id: number;
}

/**
 * Payload of the `ink.conversation.assigned_to_timeline` event, payload version v1 (catalogue section "Messaging threads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.conversation.assigned_to_timeline/v1.json
 */
export interface InkConversationAssignedToTimelineV1 {
  conversation_relay_id: string;
  timeline_relay_id: string;
  support_user_id: number;
}

/**
 * Payload of the `ink.conversation.await_customer_reply` event, payload version v1 (catalogue section "Messaging threads"). It carries all fields of the shared type `<InkConversationState>`, inlined so the payload stays one flat object. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * The payload is exactly the shared type InkConversationState.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.conversation.await_customer_reply/v1.json
 */
export type InkConversationAwaitCustomerReplyV1 = InkConversationState;

/**
 * Payload of the `ink.conversation.closed` event, payload version v1 (catalogue section "Messaging threads"). It carries all fields of the shared type `<InkConversationState>`, inlined so the payload stays one flat object, plus the fields the catalogue adds. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.conversation.closed/v1.json
 */
export interface InkConversationClosedV1 extends InkConversationState {
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  closed_at: string;
  reason: string;
}

/**
 * Payload of the `ink.conversation.open_status_changed` event, payload version v1 (catalogue section "Messaging threads"). It carries all fields of the shared type `<InkConversationState>`, inlined so the payload stays one flat object, plus the fields the catalogue adds. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.conversation.open_status_changed/v1.json
 */
export interface InkConversationOpenStatusChangedV1 extends InkConversationState {
  new_status: string;
  previous_status: string;
}

/**
 * Payload of the `ink.conversation.opened` event, payload version v1 (catalogue section "Messaging threads"). It carries all fields of the shared type `<InkConversationState>`, inlined so the payload stays one flat object. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * The payload is exactly the shared type InkConversationState.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.conversation.opened/v1.json
 */
export type InkConversationOpenedV1 = InkConversationState;

/**
 * Payload of the `ink.conversation.priority.changed` event, payload version v1 (catalogue section "Messaging threads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.conversation.priority.changed/v1.json
 */
export interface InkConversationPriorityChangedV1 {
  conversation_id: number;
  conversation_relay_id: string;
  old_priority: number;
  new_priority: number;
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  prioritized_at: string;
  message_id: number;
  message_relay_id: string;
  account_number: string;
  latest_contacted_account_user_number: string;
  support_user_id: number;
  organisation_id: number;
}

/**
 * Payload of the `ink.conversation.snoozed` event, payload version v1 (catalogue section "Messaging threads"). It carries all fields of the shared type `<InkConversationState>`, inlined so the payload stays one flat object, plus the fields the catalogue adds. Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.conversation.snoozed/v1.json
 */
export interface InkConversationSnoozedV1 extends InkConversationState {
  /**
   * Datetime-like; the exact format is not published, so no format is enforced.
   */
  snoozed_to: string;
  ink_note_relay_id: string;
}

/**
 * Payload of the `ink.conversation.unassigned_from_bucket` event, payload version v1 (catalogue section "Messaging threads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.conversation.unassigned_from_bucket/v1.json
 */
export interface InkConversationUnassignedFromBucketV1 {
  conversation_relay_id: string;
  bucket_relay_id: string;
  support_user_id: number;
  organisation_id: number;
  actor_type: string;
  actor_id: number;
}

/**
 * Payload of the `ink.conversation.unassigned_from_timeline` event, payload version v1 (catalogue section "Messaging threads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.conversation.unassigned_from_timeline/v1.json
 */
export interface InkConversationUnassignedFromTimelineV1 {
  conversation_relay_id: string;
  timeline_relay_id: string;
  support_user_id: number;
}

/**
 * Payload of the `ink.live-chat.closed` event, payload version v1 (catalogue section "Messaging threads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.live-chat.closed/v1.json
 */
export interface InkLiveChatClosedV1 {
  live_chat_conversation_relay_id: string;
  close_reason: string;
  account_number?: string;
}

/**
 * Payload of the `ink.live-chat.initiated` event, payload version v1 (catalogue section "Messaging threads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.live-chat.initiated/v1.json
 */
export interface InkLiveChatInitiatedV1 {
  live_chat_conversation: InkConversation;
}

/**
 * Payload of the `ink.live-chat.messages.outbound-message-created` event, payload version v1 (catalogue section "Messaging threads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.live-chat.messages.outbound-message-created/v1.json
 */
export interface InkLiveChatMessagesOutboundMessageCreatedV1 {
  live_chat_conversation: InkConversation;
}

/**
 * Payload of the `ink.message_attachment.safe` event, payload version v1 (catalogue section "Messaging threads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.message_attachment.safe/v1.json
 */
export interface InkMessageAttachmentSafeV1 {
  filename: string;
  s3_key: string;
  s3_bucket: string;
  size_in_bytes: number;
}

/**
 * Payload of the `ink.message_attachment.unsafe` event, payload version v1 (catalogue section "Messaging threads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.message_attachment.unsafe/v1.json
 */
export interface InkMessageAttachmentUnsafeV1 {
  filename: string;
  s3_key: string;
  s3_bucket: string;
  size_in_bytes: number;
}

/**
 * Payload of the `ink.messages.inbound-email-migration` event, payload version v1 (catalogue section "Messaging threads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.messages.inbound-email-migration/v1.json
 */
export interface InkMessagesInboundEmailMigrationV1 {
  message_id: string;
  s3_key: string;
  s3_bucket: string;
}

/**
 * Payload of the `ink.messages.inbound-message-created` event, payload version v1 (catalogue section "Messaging threads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.messages.inbound-message-created/v1.json
 */
export interface InkMessagesInboundMessageCreatedV1 {
  conversation_relay_id: string;
  account_number: string;
  message: InkMessage;
}

/**
 * Payload of the `ink.messages.inbound-message-ingested` event, payload version v1 (catalogue section "Messaging threads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.messages.inbound-message-ingested/v1.json
 */
export interface InkMessagesInboundMessageIngestedV1 {
  channel: string;
  vendor: string;
  vendor_id: string;
  message_relay_id: string;
}

/**
 * Payload of the `ink.messages.outbound-message-created` event, payload version v1 (catalogue section "Messaging threads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.messages.outbound-message-created/v1.json
 */
export interface InkMessagesOutboundMessageCreatedV1 {
  conversation_relay_id: string;
  account_number: string;
  message: InkMessage;
}

/**
 * Payload of the `ink.messages.outbound-message-failed` event, payload version v1 (catalogue section "Messaging threads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.messages.outbound-message-failed/v1.json
 */
export interface InkMessagesOutboundMessageFailedV1 {
  conversation_relay_id: string;
  message: InkMessageWithVendor;
  failure: InkFailure;
}

/**
 * Payload of the `ink.messages.phishing-report-dismissed` event, payload version v1 (catalogue section "Messaging threads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.messages.phishing-report-dismissed/v1.json
 */
export interface InkMessagesPhishingReportDismissedV1 {
  conversation_relay_id: string;
  account_number: string;
  message: InkMessage;
}

/**
 * Payload of the `ink.messages.reported-phishing` event, payload version v1 (catalogue section "Messaging threads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.messages.reported-phishing/v1.json
 */
export interface InkMessagesReportedPhishingV1 {
  conversation_relay_id: string;
  account_number: string;
  message: InkMessage;
}

/**
 * Payload of the `ink.messages.reported-spam` event, payload version v1 (catalogue section "Messaging threads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.messages.reported-spam/v1.json
 */
export interface InkMessagesReportedSpamV1 {
  conversation_relay_id: string;
  account_number: string;
  message: InkMessage;
}

/**
 * Payload of the `ink.messages.spam-report-dismissed` event, payload version v1 (catalogue section "Messaging threads"). Tolerant by default: fields not named here may appear and must be ignored by consumers.
 *
 * JSON Schema: https://energy-contracts.example/schemas/ink.messages.spam-report-dismissed/v1.json
 */
export interface InkMessagesSpamReportDismissedV1 {
  conversation_relay_id: string;
  account_number: string;
  message: InkMessage;
}
