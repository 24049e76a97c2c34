// The notify service's narrow interface: what other services use (this file loads no routes).
export { queueNotification, type NotificationInput } from './queue'
export { KINDS, type Kind } from './kinds'
export { languagesOf } from './language'
export { recipientRefusal, type RecipientNeed, type Refusal } from './recipient-check'
export type { Param, Params, Template } from './texts'
export { drainNotifications } from './workers'
export { DELIVERIES_FUNCTION } from './deliveries-function'
// A tenant's own messaging connector, handed by directory sync.
export { TENANT_CONNECTOR, type TenantConnector } from './platform-settings'
// The notify service's tables: their row types (merged into core's Database).
export type { NotifyAttachmentTable, NotifyDeliveryTable, NotifyPreferenceTable, NotifyUserTable } from './tables'
