import type { Service } from '../../core/service'
import { notifyRoutes } from './routes'
import { notifyWorkerRoutes } from './worker-routes'
import { migrations } from './migrations'
import { mustReadByMail } from './announcements'
import { languageCheck } from './language'
import { leaverNotices } from './leavers'

/**
 * Notifications out (segment message, routes under /message/web/notify): a durable outbox of notices by e-mail and
 * the messaging platforms (and the portal), each person's channel choices and language, the administrators' list.
 */
export const notify: Service = {
  name: 'message',
  migrations,
  handlers: [languageCheck, mustReadByMail, leaverNotices],
  routes: [notifyRoutes, notifyWorkerRoutes],
}
