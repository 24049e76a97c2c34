import type { Service } from '../../core/service'
import { codeRoutes } from './code-routes'
import { deliveryWorkerRoutes } from './delivery-routes'
import { outboxRoutes } from './outbox-routes'
import { noticeRoutes } from './notices'
import { migrations } from './migrations'
import { taskRoutes } from './tasks/task-routes'

/** Messages (message): verification codes by SMS and e-mail (queued, sent by a worker), the developer's outbox page, notices (messages and announcements) and the task monitor (the user's own long jobs). */
export const message: Service = {
  name: 'message',
  migrations,
  routes: [codeRoutes, deliveryWorkerRoutes, outboxRoutes, ...noticeRoutes, taskRoutes],
}
