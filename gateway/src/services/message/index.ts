import type { Service } from '../../core/service'
import { codeRoutes } from './code-routes'
import { outboxRoutes } from './outbox-routes'
import { noticeRoutes } from './notices'

/** Messages (message): verification codes by SMS and e-mail, the developer's outbox page, and notices (messages and announcements). */
export const message: Service = {
  segment: 'message',
  routes: [codeRoutes, outboxRoutes, ...noticeRoutes],
}

// The message service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { VerificationCodeTable, AttemptCounterTable, NoticeTable, NoticeReceiptTable } from './tables'
export { migrations } from './migrations'
