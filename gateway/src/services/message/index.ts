import type { Service } from '../../core/service'
import { codeRoutes } from './code-routes'
import { deliveryWorkerRoutes } from './delivery-routes'
import { outboxRoutes } from './outbox-routes'
import { noticeRoutes } from './notices'

// The message service's public interface: other services and the gateway's startup, seed and tests import only these.
export { issueCaptchaPass } from './captcha-pass'
export { accountAt, normalDestination, PHONE } from './destination'
export { resolveAudience } from './notices/audience'
export { receiptsOf, SUMMARY_COLUMNS, toSummary } from './notices/notice-queries'
export { publishNotice } from './notices/publish'
export { onNoticePublished, type PublishedNotice } from './notices/published-listeners'
export { spendPublicWork } from './public-work'
export { say } from './texts'
export { drainDeliveries } from './delivery-routes'
export { issueProof, PROOF_TTL_MS, restoreProof, spendProof, useProof } from './proof'
export { type CodeChannel, consumeCode, requireCaptchaPass, RESEND_AFTER_MS, sendCode, wrongCodeFor } from './verification'

/** Messages (message): verification codes by SMS and e-mail (queued, sent by a worker), the developer's outbox page, and notices (messages and announcements). */
export const message: Service = {
  segment: 'message',
  routes: [codeRoutes, deliveryWorkerRoutes, outboxRoutes, ...noticeRoutes],
}

// The message service's tables: their row types (merged into core's Database) and the migrations of its own.
export type { VerificationCodeTable, AttemptCounterTable, CaptchaPassTable, CodeDeliveryTable, NoticeTable, NoticeReceiptTable } from './tables'
export { migrations } from './migrations'
