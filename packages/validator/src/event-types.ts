// The event type names come from @energy-contracts/types/events (generated from the same
// catalogue). This file is the one place the validator imports them, so the typed guards
// stay in step with the published types.
export type { EventType, EventVersion, EventPayload, PlatformEvent } from '@energy-contracts/types/events';
