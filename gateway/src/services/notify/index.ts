import type { Service } from '../../core/service'
import './language'
import './announcements'
import './leavers'
import { notifyRoutes } from './routes'
import { notifyWorkerRoutes } from './worker-routes'

// The notify service's public interface: other services and the gateway's startup, seed and tests import only these.
export { queueNotification, type NotificationInput } from './queue'
export { KINDS, type Kind } from './kinds'
export { languagesOf } from './language'
export { recipientRefusal, type RecipientNeed, type Refusal } from './recipient-check'
export type { Param, Params, Template } from './texts'
export { drainNotifications } from './worker-routes'
export { DELIVERIES_FUNCTION } from './routes'

/**
 * Notifications out (segment message, routes under /message/web/notify): a durable outbox of notices by e-mail and
 * the messaging platforms (and the portal), each person's channel choices and language, the administrators' list.
 */
export const notify: Service = { segment: 'message', routes: [notifyRoutes, notifyWorkerRoutes] }

// The notify service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { NotifyAttachmentTable, NotifyDeliveryTable, NotifyPreferenceTable, NotifyUserTable } from './tables'
export { migrations } from './migrations'
