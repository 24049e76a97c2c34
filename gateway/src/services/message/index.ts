import type { Service } from '../../core/service'
import { codeRoutes } from './code-routes'
import { outboxRoutes } from './outbox-routes'

/** Messages (message): verification codes by SMS and e-mail, and the developer's outbox page. */
export const message: Service = {
  segment: 'message',
  routes: [codeRoutes, outboxRoutes],
}
